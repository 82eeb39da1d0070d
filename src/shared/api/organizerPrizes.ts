/** The organizer console's prizes part: contracts to come. */
export {};
