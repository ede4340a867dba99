import fc from "fast-check";

// `npm run mutate` runs each mutant against the tests that cover it. A property test without its
// own seed would draw new cases on every run, so whether it kills a mutant would change from one
// run to the next (and incremental runs would keep a kill it no longer makes). One seed for all of
// them makes a mutation run repeatable; FC_SEED picks another.
fc.configureGlobal({ seed: Number(process.env.FC_SEED) || 14 });
