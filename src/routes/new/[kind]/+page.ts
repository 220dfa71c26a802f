import { error } from '@sveltejs/kit';
import { loadSetup } from '$lib/components/games/screens';
import { isGameKind } from '$lib/games/catalog';
import type { PageLoad } from './$types';

// The game's setup form is loaded before the page shows, as a route of its own would be.
export const load: PageLoad = async ({ params }) => {
  if (!isGameKind(params.kind)) error(404, 'There is no such game.');
  return { kind: params.kind, Setup: await loadSetup(params.kind) };
};
