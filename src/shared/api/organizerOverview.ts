/** The organizer console's overview part: contracts to come. */
export {};
