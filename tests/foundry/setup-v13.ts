// Runs before each file of the foundry-v13 project (vitest.config.ts): the host layer and the
// fakes behave as Foundry v13 does.
import { useGeneration } from "../../src/foundry/host/generation";

useGeneration(13);
