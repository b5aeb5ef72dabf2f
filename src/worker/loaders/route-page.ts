// Sign-in, account and checkout pages. Their guards have run by now; what they show beyond their
// frame, title and checkout step is built with the features behind them (cart, login, checkout).
import type { FixedRouteName } from '../../domain/routes/route-table.ts';
import type { AppData } from '../../react/page-data.ts';
import { appData, loadFrame, type LoaderContext } from './frame.ts';
import { seoFor } from './seo.ts';

export async function loadRoutePage(context: LoaderContext, route: FixedRouteName): Promise<AppData> {
  const categories = await loadFrame(context);
  return appData(context, categories, { kind: 'route', route }, seoFor(context, { ref: { name: route } }));
}
