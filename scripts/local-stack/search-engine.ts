// In-memory Algolia indexes keyed by name: records, settings, standard replicas (which read their
// primary's records with their own ranking), and the write operations of the Algolia API. Every task is
// done when its call returns, so every task id is already `published`.
import type MiniSearch from 'minisearch';
import { compoundRules } from './search-compounds.ts';
import {
  buildTextIndex,
  searchableFields,
  searchFacetValues,
  searchRecords,
  vocabularyOf,
  type IndexSettings,
  type QueryContext,
  type StoredRecord,
} from './search-query.ts';
import type { SearchParams } from './search-params.ts';

interface Index {
  records: Map<string, StoredRecord>;
  settings: IndexSettings;
  updatedAt: string;
  /** Bumped on every record change; the text index is rebuilt lazily when it moved. */
  revision: number;
  textCache?: { key: string; mini: MiniSearch<StoredRecord> };
  vocabularyCache?: { key: string; words: ReadonlySet<string> };
}

export interface BatchOperation {
  action: string;
  body?: Record<string, unknown>;
}

export class NotFoundError extends Error {}

const now = () => new Date().toISOString();

export class SearchEngine {
  #indexes = new Map<string, Index>();
  #nextTask = 1;

  task(): number {
    return this.#nextTask++;
  }

  names(): string[] {
    return [...this.#indexes.keys()];
  }

  has(name: string): boolean {
    return this.#indexes.has(name);
  }

  #ensure(name: string): Index {
    let index = this.#indexes.get(name);
    if (!index) {
      index = { records: new Map(), settings: {}, updatedAt: now(), revision: 0 };
      this.#indexes.set(name, index);
    }
    return index;
  }

  #changed(index: Index): void {
    index.revision += 1;
    index.updatedAt = now();
  }

  /** Applies batch operations; returns the object ids touched. */
  batch(name: string, operations: readonly BatchOperation[]): string[] {
    const index = this.#ensure(name);
    const objectIDs: string[] = [];
    for (const { action, body = {} } of operations) {
      const objectID = typeof body.objectID === 'string' || typeof body.objectID === 'number' ? String(body.objectID) : crypto.randomUUID();
      switch (action) {
        case 'addObject':
        case 'updateObject':
          index.records.set(objectID, { ...body, objectID });
          break;
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate': {
          const current = index.records.get(objectID);
          if (current || action === 'partialUpdateObject') index.records.set(objectID, { ...current, ...body, objectID });
          break;
        }
        case 'deleteObject':
          index.records.delete(objectID);
          break;
        case 'clear':
          index.records.clear();
          break;
        case 'delete':
          this.delete(name);
          return objectIDs;
        default:
          throw new Error(`batch: unknown action ${JSON.stringify(action)}`);
      }
      if (action !== 'clear') objectIDs.push(objectID);
    }
    this.#changed(index);
    return objectIDs;
  }

  getObject(name: string, objectID: string): StoredRecord | undefined {
    return this.#source(name)?.records.get(objectID);
  }

  clear(name: string): void {
    const index = this.#ensure(name);
    index.records.clear();
    this.#changed(index);
  }

  delete(name: string): void {
    const index = this.#indexes.get(name);
    if (!index) return;
    this.#indexes.delete(name);
    for (const replica of index.settings.replicas ?? []) this.#detach(replica);
    const primary = index.settings.primary && this.#indexes.get(index.settings.primary);
    if (primary) primary.settings.replicas = (primary.settings.replicas ?? []).filter((r) => r !== name);
  }

  #detach(replicaName: string): void {
    const replica = this.#indexes.get(replicaName);
    if (replica) delete replica.settings.primary;
  }

  setSettings(name: string, settings: IndexSettings, forwardToReplicas = false): void {
    const index = this.#ensure(name);
    const before = new Set(index.settings.replicas ?? []);
    index.settings = { ...index.settings, ...settings };
    const replicas = (index.settings.replicas ?? []).map((replica) => replica.replace(/^virtual\((.+)\)$/, '$1'));
    for (const replica of replicas) this.#ensure(replica).settings.primary = name;
    for (const old of before) if (!replicas.includes(old)) this.#detach(old);
    if (forwardToReplicas) {
      const { replicas: _replicas, primary: _primary, ...forwarded } = settings;
      for (const replica of replicas) this.setSettings(replica, forwarded);
    }
    this.#changed(index);
  }

  /** Own settings, plus the primary's for a replica (a replica starts from its primary's settings). */
  getSettings(name: string): IndexSettings {
    const index = this.#indexes.get(name);
    if (!index) throw new NotFoundError(`Index ${name} does not exist`);
    const primary = index.settings.primary ? this.#indexes.get(index.settings.primary) : undefined;
    if (!primary) return { ...index.settings };
    const { replicas: _replicas, ...inherited } = primary.settings;
    return { ...inherited, ...index.settings };
  }

  /** copy / move with an optional scope (settings, synonyms, rules); records move unless scoped. */
  operation(name: string, operation: 'copy' | 'move', destination: string, scope?: readonly string[]): void {
    const source: Index = this.#indexes.get(name) ?? { records: new Map(), settings: {}, updatedAt: now(), revision: 0 };
    const target = this.#ensure(destination);
    const { replicas: _replicas, primary: _primary, ...settings } = source.settings;
    const keep = { replicas: target.settings.replicas, primary: target.settings.primary };
    if (!scope || scope.includes('settings')) {
      target.settings = Object.fromEntries(Object.entries({ ...settings, ...keep }).filter(([, v]) => v !== undefined));
    }
    if (!scope) target.records = new Map(source.records);
    this.#changed(target);
    if (operation === 'move') {
      this.#indexes.delete(name);
      for (const replica of target.settings.replicas ?? []) this.#ensure(replica).settings.primary = destination;
    }
  }

  list() {
    return [...this.#indexes].map(([name, index]) => ({
      name,
      createdAt: index.updatedAt,
      updatedAt: index.updatedAt,
      entries: this.#source(name)?.records.size ?? 0,
      dataSize: 0,
      fileSize: 0,
      lastBuildTimeS: 0,
      numberOfPendingTasks: 0,
      pendingTask: false,
      ...(index.settings.primary ? { primary: index.settings.primary } : {}),
      ...(index.settings.replicas ? { replicas: index.settings.replicas } : {}),
    }));
  }

  /** The index holding a name's records: the primary for a replica. */
  #source(name: string): Index | undefined {
    const index = this.#indexes.get(name);
    const primary = index?.settings.primary ? this.#indexes.get(index.settings.primary) : undefined;
    return primary ?? index;
  }

  #context(name: string): QueryContext {
    const source = this.#source(name);
    if (!source) throw new NotFoundError(`Index ${name} does not exist`);
    const settings = this.getSettings(name);
    const records = [...source.records.values()];
    const fields = searchableFields(settings, records);
    const key = `${source.revision}|${fields.join(',')}`;
    const textIndex = () => {
      if (source.textCache?.key !== key) source.textCache = { key, mini: buildTextIndex(records, fields) };
      return source.textCache.mini;
    };
    const rules = compoundRules(settings, fields);
    const vocabulary = () => {
      const vocabularyKey = `${source.revision}|${rules?.fields.join(',')}`;
      if (source.vocabularyCache?.key !== vocabularyKey) {
        source.vocabularyCache = { key: vocabularyKey, words: vocabularyOf(records, rules?.fields ?? []) };
      }
      return source.vocabularyCache.words;
    };
    const compounds = rules && { ...rules, vocabulary };
    return { indexName: name, settings, records, textIndex, fields, compounds };
  }

  search(name: string, params: SearchParams) {
    return searchRecords(this.#context(name), params);
  }

  searchForFacetValues(name: string, facet: string, params: SearchParams) {
    return searchFacetValues(this.#context(name), facet, params);
  }
}
