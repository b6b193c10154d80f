export { ALL, countText } from './list-model.ts';
export type {
  FilterOption,
  Noun,
  ResourceAction,
  ResourceColumn,
  ResourceFilter,
  ResourceListConfig,
  ResourceSort,
  ResourceTab,
  ResourceTile,
} from './resource-config.ts';
export { type ListSource, ResourceList, type ResourceListProps } from './resource-list.tsx';
