export {
  onWatchingProjectionsChange,
  projectionParts,
  projectionsDebounceMs,
  projectionsMessage,
  publishProjectionsChanged,
  subscribeProjectionsChanged,
  useProjectionsChanged,
  watchingProjections,
  type ProjectionsChanged,
} from './projections.ts';
