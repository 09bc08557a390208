// The home page shows at most 5 lists and at most 5 experts.
export const HOME_LIST_LIMIT = 5;
export const HOME_EXPERT_LIMIT = 5;
