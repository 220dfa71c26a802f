/**
 * The rule texts the IT Startup rulebook prints on its named cards (cards.ts), shortened, by card
 * key: what the hire and action sheets show beside a card. Only the sheets read them, so they load
 * with the sheets and not with the table screen. Data only.
 */
export const CARD_TEXTS: Readonly<Record<string, string>> = {
  'lead-developer': 'While in play: transferring knowledge between your developers costs 2 less.',
  'database-developer': 'When played: draw 2 cards; an action card drawn this way can be played this turn for 0.',
  'senior-backend-developer': 'When played: look at the top 5 cards of the deck and draw 2 of them; the rest go to the bottom.',
  'full-stack-ninja': 'Playing and transferring knowledge on this developer costs 2 less.',
  'downer-dave': "When played: add 1 burnout point to an opponent's employee.",
  'code-monkey-mike': 'When played: you may return one of your employees to your hand (not an outsourced one).',
  'scrum-master': 'When played: draw a card for each developer you control. While in play: your developers have efficiency +1.',
  'nice-hr-lady': 'At the end of your turn: draw a card.',
  'rockstar-recruiter':
    'When played: if an opponent has 4 or more employees, take over a target employee. At the end of your turn: draw a card.',
  'undercover-hr-agent':
    'Once per turn you may pay 1 and flip a coin; if you win, take over a target employee. Before the flip any opponent may pay you 3 to counter.',
  'office-manager': 'When played: remove 1 burnout point from all your employees. At the end of your turn: draw a card.',
  'crunch-time':
    'You get 2 project points for every developer you control. At the end of your turn every developer you control gets 1 burnout point.',
  'coffee-machine': 'You get 1 project point for every developer you control. All your employees lose 1 burnout point.',
  'get-away': "All your employees lose 1 burnout point and they don't get any burnout points at the end of this turn.",
  'monster-bug': 'All opponent employees get 1 burnout point.',
  'head-hunter': 'Take over a target employee. The opponent can pay you 5 to counter this card.',
  outsourcing: 'Take over a target employee until the start of your next turn. The opponent gets the resources you paid for this card.',
  investor: 'Gain resources (the amount on your card).',
  'technical-debt': 'Shuffle all employees and their knowledge into the deck.',
  other: 'Pay its cost; apply its effect with the other controls.'
};
