/**
 * What a game screen at a live table loads, by dynamic import only when its game is shared or joined
 * (Yjs and the provider come with it, never in a first load): the line under the header, which
 * connects the game to its table. Sharing, joining and the Menu's panel (its join link and QR code)
 * load their own code when used ($lib/live/share, LivePanel).
 */
export { default as LiveBar } from '$lib/components/live/LiveBar.svelte';
