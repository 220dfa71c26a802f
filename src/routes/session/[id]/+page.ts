import { redirect } from '@sveltejs/kit';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ params }) => {
  // A game logged after it was played has no table to open: its page is its result. Loaded on
  // navigation only, so the game screen's own chunk carries none of it.
  const { isLoggedPlay } = await import('$lib/db/logged-plays');
  if (await isLoggedPlay(params.id)) redirect(307, `/session/${params.id}/result`);
  return { id: params.id };
};
