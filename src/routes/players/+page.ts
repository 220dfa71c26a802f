import { loadRecords } from '$lib/state/records-loader';
import type { PageLoad } from './$types';

// The read starts as the screen's code arrives (or when a finger touches the link, with the
// app's preloading), not after the screen is drawn: the list appears sooner.
export const load: PageLoad = () => ({ records: loadRecords() });
