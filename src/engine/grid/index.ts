export { SquareGrid, STEPS } from "./grid";
export { CLOSED, addExtra, footprintFree, openCosts, type StepCosts } from "./costs";
export { BLOCKED, stepCost, type Blocked } from "./step";
export { cheapestPath, reachable, type GridPath, type ReachCell } from "./search";
export { squareLine, squaresUnder } from "./raster";
