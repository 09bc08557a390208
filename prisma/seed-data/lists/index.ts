import type { SeedList } from "../types";
import { travelLists } from "./travel";
import { homeGardenLists } from "./home-garden";
import { foodDrinkLists } from "./food-drink";
import { healthWellnessLists } from "./health-wellness";
import { moneyLists } from "./money";
import { careerLists } from "./career";
import { eventsLists } from "./events";

// Demo lists. Authors, organizations and links are fictional; every URL uses example.com / example.org.
// Content is HTML limited to h2/h3, p, ol/ul/li, a, strong/em and blockquote.
export const seedLists: SeedList[] = [...travelLists, ...homeGardenLists, ...foodDrinkLists, ...healthWellnessLists, ...moneyLists, ...careerLists, ...eventsLists];
