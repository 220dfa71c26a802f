/**
 * Whole games, played by a seeded random policy through each game's own rules: a Logo Billionaire
 * game to a billion, an IT Startup game to 128 points and a 6-round Disrupt game with its final
 * scoring. Every event goes through the game's `apply`; a move the rules refuse is simply not
 * made, so the logs are ones the app itself could have written. Used by the benchmark (through
 * the checked-in backup file tests/fixtures/full-games.json) and by a unit test that keeps that
 * file equal to what this module generates.
 */
import { isInvalid, type GameDefinition, type GameEvent, type Player, type SessionConfig } from '../../src/lib/core/types';
import { seededRng, type Rng } from '../../src/lib/core/random';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from '../../src/lib/db/backup';
import {
  cardDrawn,
  cardsPicked,
  launchAnnounced,
  launchStopped,
  moneyAdjusted,
  spun,
  turnEnded
} from '../../src/lib/games/logo-billionaire/events';
import { logoBillionaire } from '../../src/lib/games/logo-billionaire/game';
import { remainingCards } from '../../src/lib/games/logo-billionaire/rules';
import { itStartup } from '../../src/lib/games/it-startup/game';
import * as its from '../../src/lib/games/it-startup/events';
import { currentPlayer as itCurrent, newEmployeeId, type ItState } from '../../src/lib/games/it-startup/state';
import { CATEGORIES, currentPlayer as lbCurrent, type LbState } from '../../src/lib/games/logo-billionaire/state';
import { disrupt } from '../../src/lib/games/disrupt/game';
import * as dis from '../../src/lib/games/disrupt/events';
import { nextPhase, operationsTurn, placedThisPhase, refillDue, setupPending } from '../../src/lib/games/disrupt/queries';
import { sealSecret, SECRET_TOKENS } from '../../src/lib/games/disrupt/secrets';
import { RESOURCE_KINDS, type DisruptState } from '../../src/lib/games/disrupt/state';
import type { Row } from '../../src/lib/games/disrupt/market';
import { PROJECTS, STARTUPPER_PROJECTS, COLORS } from '../../src/lib/games/disrupt/scoring';

const START = Date.UTC(2026, 0, 10, 19, 0, 0);
const COLOURS = ['#b3261e', '#1d4ed8', '#15803d', '#7e22ce'];
const playersOf = (names: string[]): Player[] => names.map((name, i) => ({ id: `p${i + 1}`, name, color: COLOURS[i] }));

interface Played<S> {
  config: SessionConfig;
  events: GameEvent[];
  state: S;
}

/** Plays `def` from `config`: `next` proposes moves in order of preference; the first the rules accept is made. */
function play<S>(
  def: GameDefinition<S>,
  config: SessionConfig,
  next: (state: S, rng: Rng) => Record<string, unknown>[],
  seed: string,
  limit = 5000
): Played<S> {
  const rng = seededRng(seed);
  let state = def.setup(config);
  const events: GameEvent[] = [];
  while (!def.isFinished(state)) {
    if (events.length >= limit) throw new Error(`${def.id}: no end after ${limit} events`);
    const moves = next(state, rng);
    let made = false;
    for (const move of moves) {
      // A move built by a game's event constructor carries its version; a bare one is of version 1.
      const event = ('v' in move ? move : { v: 1, ...move }) as GameEvent;
      const after = def.apply(state, event, config.players);
      if (isInvalid(after)) continue;
      state = after;
      events.push(event);
      made = true;
      break;
    }
    if (!made) throw new Error(`${def.id}: stuck at event ${events.length} (${moves.map((m) => m.type).join(', ')})`);
  }
  return { config, events, state };
}

const pick = <T>(items: readonly T[], rng: Rng): T => items[rng(items.length)];

/** Logo Billionaire, 3 players, Apprentice rules: spin, pick up Brand cards, launch with 3 or more, until a billion (today's events). */
export function logoBillionaireGame(): Played<LbState> {
  const config: SessionConfig = {
    kind: 'logo-billionaire',
    players: playersOf(['Ana', 'Ben', 'Cai']),
    options: { rules: 'apprentice', market: 'bull', segments: 6 }
  };
  return play(
    logoBillionaire,
    config,
    (s, rng) => {
      const me = lbCurrent(s);
      if (s.launch) {
        const left = remainingCards(s.deck, s.launch.draws);
        // Stop after two or three cards; otherwise draw what the shuffled deck gives.
        const seen = { turn: s.turn.number };
        if (s.launch.draws.length >= 2 + rng(2)) return [launchStopped({ draws: [...s.launch.draws], ...seen })];
        return [cardDrawn({ card: pick(left, rng), after: [...s.launch.draws], ...seen })];
      }
      if (s.turn.spin === null) return [spun({ player: me, value: 1 + rng(6), turn: s.turn.number })];
      const ready = CATEGORIES.find((c) => s.brands[me][c.id] >= 3);
      if (ready && !s.turn.launched)
        return [launchAnnounced({ player: me, category: ready.id, brandCards: s.brands[me][ready.id], onTheUp: 0, turn: s.turn.number })];
      const endTurn = turnEnded({ player: me, turn: s.turn.number });
      if (rng(3) > 0) {
        const player = pick(s.order, rng);
        // The turn's own pick-up is the table screen's (turnsPickUp); anyone else's, a player's sheet.
        const turns = player === me && !s.turn.picked ? { turnsPickUp: true as const } : {};
        return [cardsPicked({ player, category: pick(CATEGORIES, rng).id, count: rng(2) ? 2 : 1, turn: s.turn.number, ...turns }), endTurn];
      }
      if (rng(4) === 0) return [moneyAdjusted({ player: pick(s.order, rng), amount: pick([-10, 10, 50], rng) }), endTurn];
      return [endTurn];
    },
    'full-lb'
  );
}

/**
 * IT Startup, 2 players, to 128 points: hire developers while the resources last, end the turn.
 * Every move is built by the game's constructors and signed with `by`, as the app writes it.
 */
export function itStartupGame(): Played<ItState> {
  const config: SessionConfig = { kind: 'it-startup', players: playersOf(['Pat', 'Mat']), options: { target: 128, startingResources: 5 } };
  return play(
    itStartup,
    config,
    (s, rng) => {
      const me = itCurrent(s);
      const cost = 1 + rng(4);
      const card = {
        name: `Developer ${cost}`,
        kind: 'dev' as const,
        efficiency: cost,
        resistance: rng(3),
        boost: 0,
        cost,
        knowledgeDiscount: 0,
        transferDiscount: 0
      };
      const hire = its.madeBy(s, its.employeeHired({ employeeId: newEmployeeId(s), card }));
      const end = its.madeBy(s, its.turnEnded());
      if (s.resources[me] >= cost && rng(3) > 0) return [hire, end];
      if (rng(5) === 0) return [its.madeBy(s, its.cardsSold({ count: 1 })), end];
      return [end];
    },
    'full-its'
  );
}

/**
 * Disrupt, 4 players with the Market board, six rounds of three phases with the table's
 * bookkeeping, then the final scoring: every move built by the game's event constructors (the
 * events the app writes today). The Startupper places a Project at setup and one in each Project
 * phase while any is left; the Public row is refilled before each new round, as Next round does.
 */
export function disruptGame(): Played<DisruptState> {
  const options = {
    brandEquity: [
      { role: 'leader', step: 5 },
      { role: 'angel', step: 5 },
      { role: 'bpo', step: 6 },
      { role: 'startupper', step: 6 }
    ],
    publicRow: ['cardflix', 'meeplebook', 'dicecoin'],
    socialHype: ['boardtube', 'meeplebook', 'eturnium', 'cardflix', 'miniatureprime', 'dicecoin']
  };
  const config: SessionConfig = { kind: 'disrupt', players: playersOf(['Sam', 'Bea', 'Ang', 'Leo']), options };
  let actionsThisPhase = 0;
  return play(
    disrupt,
    config,
    (s, rng) => {
      const unplaced = STARTUPPER_PROJECTS.filter((p) => !s.placed[p]);
      if (unplaced.length && (setupPending(s) || (s.phase === 'project' && !placedThisPhase(s)))) {
        const used = new Set(Object.values(s.secrets));
        const token = SECRET_TOKENS.find((t) => !used.has(sealSecret(t)));
        if (token) return [dis.projectPlaced({ project: unplaced[0], sealed: sealSecret(token) })];
      }
      const advance: dis.DisruptEvent[] = [
        ...(s.phase === 'event' && refillDue(s).length ? [dis.publicRefilled({ shares: refillDue(s) })] : []),
        dis.phaseAdvanced(nextPhase(s)),
        dis.finalScored({ bullBear: [rng(5) - 2, rng(5) - 2, rng(5) - 2] })
      ];
      const turn = operationsTurn(s);
      if (actionsThisPhase >= 6 + rng(6) && !turn) {
        actionsThisPhase = 0;
        return advance;
      }
      actionsThisPhase++;
      const role = turn?.role ?? pick(s.roles, rng);
      const project = pick(PROJECTS, rng);
      const row = s.board?.[role] ?? [];
      const inHand = PROJECTS.filter((p) => s.shares[role][p] > 0);
      const free = row.indexOf(null);
      const rows: Row[] = [...s.roles.filter((r) => r !== role), 'public'];
      const forSale = rows.flatMap((r) => (s.board?.[r] ?? []).map((cell, column) => ({ r, cell, column }))).filter((o) => o.cell !== null);
      const offer = forSale.length ? pick(forSale, rng) : null;
      const moves: dis.DisruptEvent[] = [
        dis.moneyAdjusted({ role, amount: pick([-2, -1, 1, 2, 5], rng), debt: false }),
        dis.resourcesChanged({ role, kind: pick(RESOURCE_KINDS, rng), delta: 1 }),
        dis.cubesChanged({ project, color: pick(COLORS, rng), delta: 1 }),
        dis.hypeMoved({ project, steps: pick([1, -1], rng) }),
        ...(inHand.length && free >= 0
          ? [dis.marketSetUp({ role, row: row.map((c, i) => (i === free ? pick(inHand, rng) : c)), atLocation: rng(2) === 0 })]
          : []),
        ...(offer && offer.cell
          ? [dis.marketBought({ buyer: role, row: offer.r, column: offer.column, share: offer.cell, atLocation: true, debt: false })]
          : []),
        dis.firstPlayerSet({ role })
      ];
      const first = rng(moves.length);
      // Now and then the table marks the rest of the phase's Workers placed at once, as "Workers placed" does.
      const where = { round: s.round, turnsEnded: s.turnsEnded ?? 0 };
      const ended = turn ? [rng(8) === 0 ? dis.workersPlaced(where) : dis.turnEnded({ role: turn.role, ...where })] : [];
      return [...ended.slice(0, rng(3) === 0 ? 1 : 0), ...moves.slice(first), ...moves.slice(0, first), ...ended, ...advance];
    },
    'full-disrupt'
  );
}

/** The three games as one backup file, as the app exports them (finished, with their summaries). */
export function fullGamesBackup(): BackupFile {
  const games: [GameDefinition<never>, Played<never>][] = [
    [logoBillionaire as GameDefinition<never>, logoBillionaireGame() as Played<never>],
    [itStartup as GameDefinition<never>, itStartupGame() as Played<never>],
    [disrupt as GameDefinition<never>, disruptGame() as Played<never>]
  ];
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(START + 86_400_000).toISOString(),
    sessions: games.map(([def, game]) => ({
      session: {
        id: `full-${def.id}`,
        kind: def.id,
        players: game.config.players,
        options: game.config.options,
        createdAt: START,
        updatedAt: START + game.events.length * 7000,
        lastSeq: game.events.length,
        status: 'finished',
        summary: def.summary(game.state)
      },
      events: game.events.map((event, i) => ({ seq: i + 1, at: START + (i + 1) * 7000, event }))
    }))
  };
}
