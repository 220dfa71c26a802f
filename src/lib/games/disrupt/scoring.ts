/**
 * Disrupt's pieces and the final scoring's shapes: the Projects, roles, colours and Pipelines with
 * their names, what the final scoring reads and gives, the Market Size track. The scoring's
 * arithmetic is final-scoring.ts, loaded apart (only the end of a game needs it): nothing here may
 * import it. Pure: no Svelte, Dexie or DOM.
 */
import { figure } from '$lib/core/text';

export type Color = 'design' | 'development' | 'marketing';
export type ProjectId = 'meeplebook' | 'miniatureprime' | 'cardflix' | 'boardtube' | 'dicecoin' | 'eturnium';
export type Role = 'startupper' | 'bpo' | 'angel' | 'leader';

export interface ProjectCubes {
  design: number;
  development: number;
  marketing: number;
  secret?: { plus: Color; minus: Color };
}

export interface FinalScoringInput {
  projects: Record<ProjectId, ProjectCubes>;
  /** Final Market Size position of each pipeline after Bull & Bear: 2 = +1 per 3, 1 = +1 per 4, 0 = none, -1 = -1 per 4, -2 = -1 per 3.
   *  Pipelines in order: meeplebook vs miniatureprime, cardflix vs boardtube, dicecoin vs eturnium. */
  marketSize: [number, number, number];
  /**
   * Where the Market Size cubes were before the Bull & Bear tokens and the steps each token moved
   * them, when known: the steps then say how the final position was reached, and when a cube
   * stopped at an end of its track. `marketSize` must be where they end.
   */
  bullBear?: { before: [number, number, number]; moves: [number, number, number] };
  players: { role: Role; millions: number; shares: Partial<Record<ProjectId, number>>; resources: number; brandEquity: number }[];
  solo?: boolean;
}

export interface FinalScoringResult {
  projects: Record<
    ProjectId,
    {
      design: number;
      development: number;
      marketing: number;
      failed: boolean;
      marketShareBeforeMarketSize: number;
      marketShare: number;
      shareValue: number;
    }
  >;
  players: { role: Role; millions: number; shareValue: number; resourceBonus: number; total: number }[];
  winners: Role[];
  soloGrade: 'successful-entrepreneur' | 'financial-titan' | 'market-leader' | null;
  steps: string[];
}

export const COLORS: readonly Color[] = ['design', 'development', 'marketing'];
export const PROJECTS: readonly ProjectId[] = ['meeplebook', 'miniatureprime', 'cardflix', 'boardtube', 'dicecoin', 'eturnium'];
export const ROLES: readonly Role[] = ['startupper', 'bpo', 'angel', 'leader'];
/** Each pipeline: the Market Leader's Project, then the Startupper's (the rightmost). */
export const PIPELINES: readonly [ProjectId, ProjectId][] = [
  ['meeplebook', 'miniatureprime'],
  ['cardflix', 'boardtube'],
  ['dicecoin', 'eturnium']
];
export const STARTUPPER_PROJECTS: readonly ProjectId[] = ['miniatureprime', 'boardtube', 'eturnium'];
export const LEADER_PROJECTS: readonly ProjectId[] = ['meeplebook', 'cardflix', 'dicecoin'];
export const SHARES_PER_PROJECT = 5;

export const PROJECT_NAMES: Record<ProjectId, string> = {
  meeplebook: 'Meeplebook',
  miniatureprime: 'MiniaturePrime',
  cardflix: 'Cardflix',
  boardtube: 'BoardTube',
  dicecoin: 'Dicecoin',
  eturnium: 'Eturnium'
};
export const ROLE_NAMES: Record<Role, string> = { startupper: 'Startupper', bpo: 'BPO', angel: 'Angel Investor', leader: 'Market Leader' };
export const COLOR_NAMES: Record<Color, string> = { design: 'Design', development: 'Development', marketing: 'Marketing' };
export const MARKET_SIZE_LABELS: Record<number, string> = {
  2: '+1 per 3',
  1: '+1 per 4',
  0: 'no change',
  [-1]: '−1 per 4',
  [-2]: '−1 per 3'
};

/** The Bull & Bear tokens' steps, as printed (and as the screens offer them, top first). */
export const BULL_BEAR_STEPS = [2, 1, 0, -1, -2] as const;

/** "+2", "−1", "0": a Bull & Bear token's steps. */
export const signedSteps = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * Where a Market Size cube ends after a Bull & Bear token moves it: "Reveal the Bull and Bear
 * tokens and modify the Market Size track accordingly", the cube stopping at the track's ends
 * (−2 to +2). `stopped` says which end cut the move short.
 */
export function afterBullBear(before: number, steps: number): { position: number; stopped: 'top' | 'bottom' | null } {
  const position = Math.max(-2, Math.min(2, before + steps));
  return { position, stopped: before + steps > 2 ? 'top' : before + steps < -2 ? 'bottom' : null };
}

/** The solo grades' names. */
export const SOLO_GRADE_NAMES: Record<NonNullable<FinalScoringResult['soloGrade']>, string> = {
  'successful-entrepreneur': 'Successful Entrepreneur',
  'financial-titan': 'Financial Titan',
  'market-leader': 'Market Leader'
};

/**
 * Why solo reached no grade, by the rulebook's lowest grade (Successful Entrepreneur: at least 1 Project
 * ahead of the Startupper's and 60 million; the higher grades ask more of both): "0 of 3 Projects
 * ahead, 1 needed; 49M, 60M needed". The result page and the final scoring's headline say the same
 * (here, not in view.ts: the result screen would load the board's chunk with it).
 */
export function soloShortfall(result: FinalScoringResult): string {
  const ahead = PIPELINES.filter(([l, r]) => result.projects[l].marketShare > result.projects[r].marketShare).length;
  const total = result.players.find((p) => p.role === 'leader')?.total ?? 0;
  return `${ahead} of 3 Projects ahead${ahead < 1 ? ', 1 needed' : ''}; ${figure(total, 1)}M${total < 60 ? ', 60M needed' : ''}`;
}

/**
 * The final scoring's players ranked, the winners first, highest total first (players on one total
 * in seat order): how every screen lists them, the result's table, the final-scoring sheet and the
 * board's result alike, since they are read for who won and by how much.
 */
export const ranked = <P extends { total: number }>(players: readonly P[]): P[] => [...players].sort((a, b) => b.total - a.total);
