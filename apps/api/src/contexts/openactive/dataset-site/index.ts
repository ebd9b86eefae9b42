// The dataset site module as the openactive context uses it.
export { registerDatasetSiteRoutes } from './dataset-site.routes';
