// OpenActive's validators ship JavaScript only (CommonJS); this is the part of them Lido's tests
// use (openactive-validation.ts). Both are imported by their default export, which
// Node gives as the package's module.exports.

declare module '@openactive/data-model-validator' {
  /** One finding of the data-model validator (its ValidationError's data). */
  export interface ModelValidationResult {
    category: string;
    type: string;
    severity: 'failure' | 'warning' | 'notice' | 'suggestion';
    message: string;
    path: string;
    rule?: string;
    value?: unknown;
  }

  export interface ModelValidationOptions {
    /** e.g. RPDEFeed (the default), BookableRPDEFeed, DatasetSite, C1Request, BResponse. */
    validationMode?: string;
    /** Fetch remote JSON (the activity list, extra @contexts), through the cache below. */
    loadRemoteJson?: boolean;
    /** A folder of `${sha256(url)}.json` files the loader reads before the network. */
    remoteJsonCachePath?: string;
    /** Seconds a cached file stays fresh. */
    remoteJsonCacheTimeToLive?: number;
  }

  const dataModelValidator: {
    validate(data: unknown, options?: ModelValidationOptions): Promise<ModelValidationResult[]>;
  };
  export default dataModelValidator;
}

declare module '@openactive/rpde-validator' {
  /** A finding of the RPDE validator: a ValidationError, read through its getters. */
  export interface RpdeValidationError {
    readonly category: string;
    readonly type: string;
    readonly severity: 'failure' | 'warning' | 'notice' | 'suggestion';
    readonly message: string;
    readonly path?: string;
    readonly rule: string;
  }

  export interface RpdePage {
    /** The page's own absolute URL, as it was requested. */
    url: string;
    json: unknown;
    /** 0 for the first page of a walk. */
    pageIndex: number;
    contentType: string | undefined;
    cacheControl: string | undefined;
    status: number;
    isInitialHarvestComplete: boolean;
    isOrdersFeed: boolean;
  }

  /** Checks the pages of one feed walk in order; some rules remember earlier pages. */
  export class FeedPageChecker {
    /** The page's failures only (severity 'failure'). */
    validateRpdePage(page: RpdePage): RpdeValidationError[];
  }

  const rpdeValidator: { FeedPageChecker: typeof FeedPageChecker };
  export default rpdeValidator;
}
