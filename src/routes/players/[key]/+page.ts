import type { PageLoad } from './$types';

export const load: PageLoad = ({ params }) => ({ key: params.key });
