/**
 * The IT Startup sheets, loaded when one is first opened (the table screen itself stays small):
 * a player's sheet, Hire, the action and takeover cards, and the score sheet. Re-exports only.
 */
export { default as PlayerSheet } from './PlayerSheet.svelte';
export { default as HireSheet } from './HireSheet.svelte';
export { default as CardSheet } from './CardSheet.svelte';
export { default as ScoreSheet } from './ScoreSheet.svelte';
