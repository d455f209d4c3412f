export {
  API_CACHE_CONTROL,
  isNotModified,
  sendJsonRead,
  sendUncachedJsonRead,
  serializeJson,
  type Validators,
} from './conditional';
export {
  type CachedRead,
  etagOf,
  ReadCache,
  type ReadCacheOptions,
  type ReadLookup,
  readCacheOf,
} from './read-cache';
