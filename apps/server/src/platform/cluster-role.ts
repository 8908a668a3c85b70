/**
 * Set by the cluster's primary on each server process it starts: `prepares` for the first (it
 * migrates the database, creates the first operator and the demo data), `joins` for the others and
 * for every process started again after one ended (the database is ready by then).
 */
export const CLUSTER_ROLE = 'MCC_CLUSTER_ROLE';

/** What the preparing process sends the cluster's primary once the database is ready: the others start then. */
export const CLUSTER_PREPARED = 'mcc:prepared';
