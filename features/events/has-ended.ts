// The one rule of every "has this event ended?": the lists, the event's page and the table request
// ask it in the visitor's browser. Its own module, free of imports: client scripts carry only this.

/** Whether an event ending at `endsAt` (ms since 1970) is over at `now`: from its end on, it is. */
export const hasEnded = (endsAt: number, now: number): boolean => now >= endsAt;
