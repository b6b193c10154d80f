export { filterSql } from './collection-filter.ts';
export { collectionLinks, parsePageRequest } from './collection-paging.ts';
export { parseCollectionQuery } from './collection-query.ts';
