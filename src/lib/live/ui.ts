/**
 * The live table's parts for the screens, in one chunk loaded by dynamic import only when a game is
 * shared, joined or being joined (Yjs and the provider come with it, never in a first load).
 */
export { default as LiveBar } from '$lib/components/live/LiveBar.svelte';
export { default as LivePanel } from '$lib/components/live/LivePanel.svelte';
export { joinLinkProblem, openTable, shareGame, tableOf, takeSeat } from './share';
export { sessionOfTable } from '$lib/db/live-sessions';
