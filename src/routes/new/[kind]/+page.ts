import { error } from '@sveltejs/kit';
import { isGameKind } from '$lib/games/catalog';
import type { PageLoad } from './$types';

export const load: PageLoad = ({ params }) => {
  if (!isGameKind(params.kind)) error(404, 'There is no such game in Boardroom.');
  return { kind: params.kind };
};
