/** The organizer console's battles part: contracts to come. */
export {};
