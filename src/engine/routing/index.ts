export { route } from "./route";
export { routeToward, towardTarget, leadingModel } from "./toward";
export type { TowardOptions, TowardResult, TowardStop } from "./toward";
export type { Route, RouteFailure, RouteOptions, RouteOutcome } from "./types";
export { ROUTE_MESSAGES } from "./types";
