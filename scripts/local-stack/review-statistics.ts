// A product's review statistics from its own reviews. The emulator computes them for every product it
// reads by filtering all reviews of the project for that product: reading the 10× catalogue (11,354
// products, 14,584 reviews) for the indexer compared every product with every review, most of the index
// run. Its statistics services now run with the review reads narrowed to the product's reviews
// (ReviewIndexedStorage.reviewsOf); the emulator still computes the figures itself. The services are the
// repositories' own fields (not part of the emulator's API), so their absence fails the stack's start.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { ReviewIndexedStorage } from './review-storage.ts';

type Statistics = (projectKey: string, productId: string) => Promise<unknown>;
interface StatisticsService {
  calculateProductReviewStatistics: Statistics;
}

const statisticsService = (owner: unknown, path: readonly string[]): StatisticsService => {
  let value: unknown = owner;
  for (const field of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'object' || value === null || typeof (value as Partial<StatisticsService>).calculateProductReviewStatistics !== 'function')
    throw new Error(`the emulator has no review statistics service at ${path.join('.')}: review-statistics.ts needs updating`);
  return value as StatisticsService;
};

export const indexReviewStatistics = (mock: CommercetoolsMock, storage: ReviewIndexedStorage, projectKey: string): void => {
  const project = mock.project(projectKey);
  const services = [
    statisticsService(project.getRepository('product-projection'), ['_searchService', '_reviewStatisticsService']),
    statisticsService(project.getRepository('product'), ['_reviewStatisticsService']),
  ];
  for (const service of services) {
    const calculate = service.calculateProductReviewStatistics.bind(service);
    service.calculateProductReviewStatistics = (key, productId) => storage.reviewsOf(productId, () => calculate(key, productId));
  }
};
