// Replaces one market's index with its records and sets the index's and its sort replicas' settings,
// waiting for each task, through the real algoliasearch client.
import type { Algoliasearch } from 'algoliasearch';
import type { LocaleCode } from '../../../domain/markets/countries.ts';
import { indexName, SORT_REPLICAS, type SearchRecord } from '../../../domain/search/record.ts';
import { primarySettings, replicaSettings } from './index-settings.ts';

const BATCH_SIZE = 1000;

export async function writeIndex(client: Algoliasearch, locale: LocaleCode, records: readonly SearchRecord[]): Promise<void> {
  const primary = indexName(locale);
  // A copy per record: the client wants plain objects (an interface has no index signature).
  await client.replaceAllObjects({ indexName: primary, objects: records.map((record) => ({ ...record })), batchSize: BATCH_SIZE });
  const { taskID } = await client.setSettings({ indexName: primary, indexSettings: primarySettings(locale), forwardToReplicas: true });
  await client.waitForTask({ indexName: primary, taskID });
  await Promise.all(
    SORT_REPLICAS.map(async (sort) => {
      const replica = indexName(locale, sort);
      const task = await client.setSettings({ indexName: replica, indexSettings: replicaSettings(sort) });
      await client.waitForTask({ indexName: replica, taskID: task.taskID });
    }),
  );
}
