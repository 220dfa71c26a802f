import { redirect } from '@sveltejs/kit';
import type { PageLoad } from './$types';

/** Whether the game was logged after it was played; storage that cannot answer leaves it to the page, which says why. */
async function loggedPlay(id: string): Promise<boolean> {
  try {
    const { isLoggedPlay } = await import('$lib/db/logged-plays');
    return await isLoggedPlay(id);
  } catch {
    return false;
  }
}

export const load: PageLoad = async ({ params }) => {
  // A game logged after it was played has no table to open: its page is its result.
  if (await loggedPlay(params.id)) redirect(307, `/session/${params.id}/result`);
  return { id: params.id };
};
