export const box = 'rounded-xl bg-white p-5 shadow ring-1 ring-black/5'
export const button = 'rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark disabled:opacity-60'
export const secondaryButton =
  'rounded-lg bg-white px-4 py-2 font-semibold text-sea ring-2 ring-inset ring-sea hover:bg-sand disabled:opacity-60'
export const link = 'font-semibold text-sea underline underline-offset-4'
