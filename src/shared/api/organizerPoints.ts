/** The organizer console's points part: contracts to come. */
export {};
