/** The counters Carnevale puts on a character (`Model.counters`, `counter` effects), by name. */
export const SUBMERGED = "submerged";
export const DAZED = "dazed";
