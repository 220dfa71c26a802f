/**
 * Whether the current player's planned card is turned face up on the screen: one for the whole
 * table screen, so that the turn, the player's sheet and the Action card sheet show it or hide it
 * together (one Show, not one per place), and a new turn finds it face down again. Screen state
 * only: nothing is stored, and it must never decide what the rules accept.
 */
export class PlannedPeek {
  /** The turn ("p1:3") whose owner turned the card up; another turn reads it face down. */
  #shownOn = $state<string | null>(null);
  readonly #turn: () => string;

  /** `turn` names the turn on screen: whose it is and its number. */
  constructor(turn: () => string) {
    this.#turn = turn;
  }

  get shown(): boolean {
    return this.#shownOn === this.#turn();
  }

  toggle(): void {
    this.#shownOn = this.shown ? null : this.#turn();
  }
}
