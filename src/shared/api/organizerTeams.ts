/** The organizer console's teams part: contracts to come. */
export {};
