import { error } from '@sveltejs/kit';
import { loadSetup } from '$lib/components/games/screens';
import { isGameKind } from '$lib/games/catalog';
import { setupLineUp } from '$lib/state/line-up';
import type { PageLoad } from './$types';

// The game's setup form is loaded before the page shows, as a route of its own would be, with the
// players it proposes (the last table's, or a Play again draft made again from the game it names).
export const load: PageLoad = async ({ params, url }) => {
  if (!isGameKind(params.kind)) error(404, 'There is no such game.');
  const [Setup, lineUp] = await Promise.all([loadSetup(params.kind), setupLineUp(params.kind, url.searchParams.get('again'))]);
  return { kind: params.kind, Setup, lineUp };
};
