export const AVATAR_MESSAGES = {
  unknownItem: 'This item is not in the store',
  notEnoughPoints: 'You do not have enough points for this item yet',
  notOwned: 'Buy this item before wearing it',
  alreadyOwned: 'You already have this item',
} as const;
