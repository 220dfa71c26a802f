/**
 * "Cy reaches 1,100M and wins — confirm": a money entry typed or tapped by hand that would end the
 * game asks first, so a slip (1000 for 100) does not end a two-hour game. One per board; the sheets
 * call `guard`, the board shows the question (WinConfirm.svelte). UI glue only: the rules decide
 * who wins and view.ts words the question (winQuestion); nothing is stored until the answer is yes.
 */
import type { Player } from '$lib/core/types';
import type { LbState } from '$lib/games/logo-billionaire/state';
import { winQuestion } from '$lib/games/logo-billionaire/view';

type Result = { ok: boolean };

export class WinConfirm {
  /** The question on screen now, or null. */
  question = $state<string | null>(null);
  private answer: ((yes: boolean) => void) | null = null;

  /**
   * Runs `action` at once, unless the balances it would leave make someone the winner: then it
   * asks, and runs it only on a yes. A no is reported as not done, so a typed amount stays.
   */
  async guard(game: LbState, players: readonly Player[], changes: Record<string, number>, action: () => Promise<Result>): Promise<Result> {
    const after = { ...game.balances };
    for (const [id, delta] of Object.entries(changes)) after[id] = (after[id] ?? 0) + delta;
    // Only a change that would be accepted can win; a refused one goes on to be refused with its reason.
    const question = Object.values(after).every((n) => n >= 0) ? winQuestion(game.order, after, players) : null;
    if (question && !(await this.ask(question))) return { ok: false };
    const result = await action();
    if (question && result.ok) this.onWin?.();
    return result;
  }

  /** Called once a confirmed win is stored: the board closes the sheet it came from, so the finished game shows. */
  onWin: (() => void) | null = null;

  private ask(question: string): Promise<boolean> {
    this.answer?.(false);
    this.question = question;
    return new Promise((resolve) => (this.answer = resolve));
  }

  reply(yes: boolean): void {
    const answer = this.answer;
    this.answer = null;
    this.question = null;
    answer?.(yes);
  }
}
