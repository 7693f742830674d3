import { z } from 'zod';

/**
 * The Avatar Store (SPEC §2.3 step 4, issue 5 point 8): our own SVG parts, drawn by
 * app/features/avatar from these descriptions. Each slot has a free starting item; the rest
 * cost points. Prices and the default look live here once, for the client and the server.
 */
export const AVATAR_SLOTS = ['background', 'skin', 'hair', 'top', 'accessory'] as const;
export type AvatarSlot = (typeof AVATAR_SLOTS)[number];

export interface AvatarItem {
  id: string;
  slot: AvatarSlot;
  name: string;
  /** Points; 0 is owned by everyone from the start. */
  price: number;
  /** The main colour of the part. */
  color: string;
  /** Which drawing of the slot (see the renderer). */
  shape: string;
}

export const AVATAR_ITEMS: readonly AvatarItem[] = [
  {
    id: 'bg-sky',
    slot: 'background',
    name: 'Morning sky',
    price: 0,
    color: '#dfe9fb',
    shape: 'plain',
  },
  {
    id: 'bg-meadow',
    slot: 'background',
    name: 'Green meadow',
    price: 15,
    color: '#d6efd8',
    shape: 'hills',
  },
  {
    id: 'bg-sunset',
    slot: 'background',
    name: 'Sunset',
    price: 25,
    color: '#fbe1c8',
    shape: 'sun',
  },
  {
    id: 'bg-stars',
    slot: 'background',
    name: 'Starry night',
    price: 40,
    color: '#2c3566',
    shape: 'stars',
  },
  { id: 'skin-1', slot: 'skin', name: 'Skin tone 1', price: 0, color: '#f4d3b5', shape: 'face' },
  { id: 'skin-2', slot: 'skin', name: 'Skin tone 2', price: 0, color: '#e0ac82', shape: 'face' },
  { id: 'skin-3', slot: 'skin', name: 'Skin tone 3', price: 0, color: '#b97a51', shape: 'face' },
  { id: 'skin-4', slot: 'skin', name: 'Skin tone 4', price: 0, color: '#7d4a2c', shape: 'face' },
  {
    id: 'hair-short',
    slot: 'hair',
    name: 'Short hair',
    price: 0,
    color: '#4a3222',
    shape: 'short',
  },
  { id: 'hair-long', slot: 'hair', name: 'Long hair', price: 10, color: '#6b4226', shape: 'long' },
  {
    id: 'hair-curly',
    slot: 'hair',
    name: 'Curly hair',
    price: 10,
    color: '#2b1d14',
    shape: 'curly',
  },
  {
    id: 'hair-golden',
    slot: 'hair',
    name: 'Golden braids',
    price: 20,
    color: '#d9a441',
    shape: 'long',
  },
  { id: 'top-tee', slot: 'top', name: 'Blue tee', price: 0, color: '#3f5fbf', shape: 'tee' },
  {
    id: 'top-sweater',
    slot: 'top',
    name: 'Red sweater',
    price: 15,
    color: '#b53a3a',
    shape: 'sweater',
  },
  { id: 'top-robe', slot: 'top', name: 'Choir robe', price: 30, color: '#f4f1ea', shape: 'robe' },
  {
    id: 'top-hoodie',
    slot: 'top',
    name: 'Green hoodie',
    price: 20,
    color: '#2f7a54',
    shape: 'hoodie',
  },
  {
    id: 'acc-none',
    slot: 'accessory',
    name: 'No accessory',
    price: 0,
    color: 'none',
    shape: 'none',
  },
  {
    id: 'acc-glasses',
    slot: 'accessory',
    name: 'Round glasses',
    price: 10,
    color: '#1c2233',
    shape: 'glasses',
  },
  {
    id: 'acc-cap',
    slot: 'accessory',
    name: 'Baseball cap',
    price: 15,
    color: '#c58a2a',
    shape: 'cap',
  },
  {
    id: 'acc-halo',
    slot: 'accessory',
    name: 'Golden halo',
    price: 50,
    color: '#f0c23b',
    shape: 'halo',
  },
];

/** The item worn in each slot (students.avatar holds it as JSON). */
export const avatarLookSchema = z.record(z.enum(AVATAR_SLOTS), z.string());
export type AvatarLook = z.infer<typeof avatarLookSchema>;

export const DEFAULT_LOOK: AvatarLook = {
  background: 'bg-sky',
  skin: 'skin-1',
  hair: 'hair-short',
  top: 'top-tee',
  accessory: 'acc-none',
};

const byId = new Map(AVATAR_ITEMS.map((item) => [item.id, item]));
export const avatarItem = (id: string): AvatarItem | undefined => byId.get(id);

/** A stored look, with anything unknown or misplaced replaced by the default of its slot. */
export function normaliseLook(value: unknown): AvatarLook {
  const look = { ...DEFAULT_LOOK };
  if (!value || typeof value !== 'object') return look;
  for (const slot of AVATAR_SLOTS) {
    const id = (value as Record<string, unknown>)[slot];
    if (typeof id === 'string' && avatarItem(id)?.slot === slot) look[slot] = id;
  }
  return look;
}

export const AVATAR_API = {
  avatar: '/api/avatar',
  purchase: '/api/avatar/purchase',
  wear: '/api/avatar/wear',
} as const;

/** POST purchase: one item of the store. */
export const purchaseSchema = z.object({ itemId: z.string().trim().max(40) });

/** POST wear: items to wear, by slot; slots not named keep what they had. */
export const wearSchema = z.object({
  look: z.partialRecord(z.enum(AVATAR_SLOTS), z.string().max(40)),
});

/** Every avatar call answers the student's points, look and purchases. */
export const avatarAnswerSchema = z.object({
  points: z.number(),
  look: avatarLookSchema,
  /** Ids of the items bought (free ones are always available). */
  owned: z.array(z.string()),
});
export type AvatarAnswer = z.infer<typeof avatarAnswerSchema>;
