// The most the stays' offers may take off together, in percent of the nights' price: they apply side
// by side, each on the listed price, so three offers at 40 % would take 120 % and a stay would cost less
// than nothing (issue 50). The schema refuses more (content/schema/stays.ts, in the editor and
// check:content); the estimate holds to it whatever it is handed. Zod-free: the estimate's browser code reads it.
export const maxCombinedOfferPercent = 50;
