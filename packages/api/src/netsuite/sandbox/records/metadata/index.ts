export { metadataCatalogRouter } from './metadata-catalog-router.ts';
