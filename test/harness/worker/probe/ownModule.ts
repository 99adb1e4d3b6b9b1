/** A module of this project's own, which every suite should load afresh. */
export const ownModule = { marked: false };
