/**
 * The one tolerance of the rules' geometry, in the board's unit (two ten-millionths of an inch or
 * of a centimetre): far below anything a player can measure, above the rounding a path picks up
 * crossing a host's pixels or a bisection's last step. It is also small enough that a point a
 * rule stops a path at moves by less than half a millionth because of it (reach figures to six
 * decimals stay put).
 *
 * Every comparison a rule makes of "touching", "overlapping", "wholly across / wholly on",
 * "wholly within" and "fits" allows exactly this much: two bases or a base and a piece whose
 * outlines overlap by no more than it touch; a base whose rim reaches no more than it over a hole
 * still stands wholly on its surface; a gap no more than it narrower than a clearance is as wide;
 * levels closer than it are the same level; a length no more than it past an allowance, a tier
 * or a stop is on it (the rulesets' EPS), so two causes that stop a path at the same point are
 * one point, and the first in the rules' order wins. So a path that ends a ten-millionth of an
 * inch short of landing wholly across a gap lands across it.
 *
 * Not covered, on purpose: guards against dividing by a degenerate length or angle (vec.ts's
 * EPSILON, 1e-12 slacks), the routing search's numeric slacks, and the rules' own measured
 * allowances (Signum's contact tolerance, MUMG's 0.25" edge, scenario files' 0.01 reach check).
 */
export const GEOMETRY_TOLERANCE = 2e-7;
