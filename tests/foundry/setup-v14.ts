// Runs before each file of the foundry-v14 project (vitest.config.ts): the host layer and the
// fakes behave as Foundry v14 does.
import { useGeneration } from "../../src/foundry/host/generation";

useGeneration(14);
