// Unit tests run on Node with a real IndexedDB implementation in memory (fake-indexeddb).
import 'fake-indexeddb/auto';
