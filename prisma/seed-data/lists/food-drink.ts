import type { SeedList } from "../types";

// Demo lists: Food & Drink.
export const foodDrinkLists: SeedList[] = [
  {
    slug: "sunday-meal-prep-plan-five-weekday-lunches-in-90-minutes",
    title: "Sunday Meal Prep Plan: Five Weekday Lunches in 90 Minutes",
    categorySlug: "food",
    expertHandle: "priya-raman",
    author: "Priya Raman",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 95,
    isFree: true,
    status: "published",
    content: `<p>This plan makes five grain bowls from one oven, one pot, and one cutting board. Each bowl has a grain, roasted vegetables, a protein, and a sauce kept separate until you eat. The timeline below is for a single person's weekday lunches; double the quantities for two.</p>
<h2>Shopping list</h2>
<ul>
<li>1.5 cups dry brown rice or farro (makes about 4.5 cups cooked)</li>
<li>1 large head of broccoli, 2 medium sweet potatoes, 1 red onion, 2 bell peppers</li>
<li>1.5 lb boneless chicken thighs, or 2 cans chickpeas plus 1 block extra-firm tofu</li>
<li>Tahini, lemons, garlic, plain Greek yogurt, and fresh herbs for two sauces</li>
</ul>
<h2>The 90-minute timeline</h2>
<ol>
<li><strong>0:00</strong> Preheat the oven to 425&deg;F. Rinse the grain and start it on the stove.</li>
<li><strong>0:05</strong> Cut the sweet potatoes into 3/4-inch cubes and the broccoli, pepper, and onion into bite-size pieces. Toss with oil and salt on two sheet pans.</li>
<li><strong>0:20</strong> Vegetables go in the oven for 25 to 30 minutes; swap the pans halfway.</li>
<li><strong>0:25</strong> Season the chicken and bake it on a third pan for 20 to 25 minutes, until it reaches <strong>165&deg;F</strong> inside. For the vegetarian version, roast drained chickpeas and cubed tofu instead.</li>
<li><strong>0:30</strong> Whisk the sauces: lemon-tahini (tahini, lemon juice, garlic, water) and herb yogurt (yogurt, herbs, lemon zest, salt).</li>
<li><strong>0:50</strong> Take everything out and spread it on the pans to cool. Fluff the grain onto a tray.</li>
<li><strong>1:10</strong> Portion into five containers, with the sauces in small separate jars.</li>
<li><strong>1:20</strong> Wash up while the last pan soaks.</li>
</ol>
<h2>Storage that keeps lunches safe</h2>
<p>Cooked grains, vegetables, and meat keep about <strong>3 to 4 days</strong> in the refrigerator. That covers Monday through Wednesday, but not Friday.</p>
<ul>
<li>Refrigerate all five containers within two hours of cooking.</li>
<li>Put the Thursday and Friday bowls straight into the freezer.</li>
<li>Move Thursday's bowl to the fridge on Wednesday night, and Friday's on Thursday night.</li>
<li>Reheat until steaming hot, then add the cold sauce.</li>
</ul>
<blockquote>Keep the sauce separate. It stops the grain from turning soggy and lets you switch flavors halfway through the week.</blockquote>
<p>Get three more sauce recipes and a printable shopping list on <a href="https://priya-raman.example.com/meal-prep-sauces">Priya's meal prep page</a>.</p>`,
    methodology:
      "Recipe timings tested three times in a home kitchen; storage guidance follows USDA food safety recommendations and was reviewed by a registered dietitian.",
    sourceUrl: "https://example.org/sources/sunday-meal-prep-plan-five-weekday-lunches-in-90-minutes",
    imageUrl: "/images/demo/lists/food-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 610,
    updatedDaysAgo: 18,
    lastVerifiedDaysAgo: 30,
  },
  {
    slug: "high-protein-vegetarian-grocery-list-for-one-week",
    title: "High-Protein Vegetarian Grocery List for One Week",
    categorySlug: "food",
    expertHandle: "priya-raman",
    author: "Priya Raman",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 90,
    isFree: false,
    status: "published",
    content: `<p>Getting enough protein on a vegetarian diet is easy once it's built into your shopping list instead of left to chance. This list is designed for one active adult aiming for about <strong>100 grams of protein a day</strong>, which is roughly 1.4 g per kilogram for a 70 kg (154 lb) person. Adjust the quantities to your own target.</p>
<h2>Protein anchors</h2>
<p>Approximate protein per serving is shown so you can mix and match.</p>
<ul>
<li>Extra-firm tofu, 2 blocks: about 35 to 45 g per 14 oz block</li>
<li>Tempeh, 1 package: about 20 g per 3.5 oz (100 g)</li>
<li>Plain Greek yogurt, 4 single cups or one large tub: about 17 g per 6 oz</li>
<li>Cottage cheese, 1 tub: about 12 g per 1/2 cup</li>
<li>Eggs, 1 dozen: about 6 g each</li>
<li>Shelled edamame, 1 frozen bag: about 18 g per cup</li>
<li>Dry or canned lentils: about 18 g per cooked cup</li>
<li>Canned chickpeas and black beans, 2 cans each: about 14 to 15 g per cooked cup</li>
</ul>
<h2>Boosters</h2>
<ul>
<li>Hemp hearts: about 10 g per 3 tablespoons; stir into oatmeal or yogurt</li>
<li>Peanut butter: about 7 g per 2 tablespoons</li>
<li>Soy milk: about 7 to 8 g per cup, compared with about 1 g in most almond milks</li>
<li>Rolled oats and whole-wheat pasta, which add a few grams per serving</li>
</ul>
<h2>Produce and everything else</h2>
<ul>
<li>Spinach, broccoli, bell peppers, carrots, and a bag of frozen mixed vegetables</li>
<li>Bananas, berries (frozen is fine), and apples</li>
<li>Brown rice or quinoa, whole-grain bread, and tortillas</li>
<li>Olive oil, soy sauce, salsa, and a spice blend you like</li>
</ul>
<h2>What a 100-gram day looks like</h2>
<ol>
<li><strong>Breakfast:</strong> Greek yogurt with oats, berries, and hemp hearts (about 30 g)</li>
<li><strong>Lunch:</strong> lentil and chickpea salad with a hard-boiled egg (about 25 g)</li>
<li><strong>Snack:</strong> cottage cheese with fruit (about 12 g)</li>
<li><strong>Dinner:</strong> tofu and edamame stir-fry over brown rice (about 35 g)</li>
</ol>
<blockquote>Spread protein across the day. Three or four meals with 20 to 30 g each is easier to reach, and easier on your appetite, than one huge dinner.</blockquote>
<p>Download the <a href="https://priya-raman.example.com/veg-protein-list">editable grocery list</a> and swap items to suit your taste.</p>`,
    methodology:
      "Protein values are rounded from USDA nutrient data and typical US package labels; the plan was reviewed by a registered dietitian for a healthy adult without kidney disease.",
    sourceUrl: "https://example.org/sources/high-protein-vegetarian-grocery-list-for-one-week",
    imageUrl: "/images/demo/lists/food-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 380,
    updatedDaysAgo: 45,
    lastVerifiedDaysAgo: 60,
  },
  {
    slug: "pantry-staples-checklist-for-a-well-stocked-kitchen",
    title: "Pantry Staples Checklist for a Well-Stocked Kitchen",
    categorySlug: "food",
    expertHandle: "priya-raman",
    author: "Priya Raman",
    authorOrg: null,
    verificationStatus: "verified",
    qualityScore: 89,
    isFree: true,
    status: "published",
    content: `<p>A well-stocked pantry means you can make a decent dinner on a night when you didn't plan one. You don't need everything on this list on day one. Start with the <strong>core</strong> items in each group, then add the extras as you cook more.</p>
<h2>Grains and starches</h2>
<ul>
<li>Core: long-grain rice, dried pasta, rolled oats</li>
<li>Extras: quinoa, couscous, polenta, rice noodles</li>
</ul>
<h2>Canned and jarred</h2>
<ul>
<li>Core: diced tomatoes, tomato paste, chickpeas, black beans, low-sodium broth</li>
<li>Extras: coconut milk, canned tuna or salmon, roasted red peppers, capers</li>
</ul>
<h2>Oils, vinegars, and sauces</h2>
<ul>
<li>Core: extra-virgin olive oil, a neutral high-heat oil, red wine or cider vinegar, soy sauce</li>
<li>Extras: toasted sesame oil, rice vinegar, fish sauce, hot sauce, Dijon mustard</li>
</ul>
<h2>Spices and seasonings</h2>
<ul>
<li>Core: kosher salt, black peppercorns, garlic powder, ground cumin, smoked paprika, red pepper flakes, dried oregano</li>
<li>Extras: ground coriander, turmeric, chili powder, cinnamon, bay leaves</li>
</ul>
<h2>Baking</h2>
<ul>
<li>Core: all-purpose flour, granulated sugar, baking soda, baking powder, vanilla extract</li>
<li>Extras: brown sugar, whole-wheat flour, cornstarch, cocoa powder, honey</li>
</ul>
<h2>Keeping it fresh</h2>
<ol>
<li>Write the purchase month on spices. Ground spices lose most of their flavor within about a year; whole spices keep longer.</li>
<li>Store whole-wheat flour, nuts, and seeds in the fridge or freezer. Their oils go rancid at room temperature within a few months.</li>
<li>Put new cans behind old ones so the oldest gets used first.</li>
<li>Check dates once a season and plan a "pantry week" around anything close to expiring.</li>
</ol>
<blockquote>Three pantry dinners to keep in your back pocket: pasta with garlic, olive oil, and chili flakes; chickpea and tomato curry with coconut milk; and black bean quesadillas.</blockquote>
<p>Print the checklist from <a href="https://priya-raman.example.com/pantry-checklist">priya-raman.example.com</a> and tape it inside a cabinet door.</p>`,
    methodology:
      "Compiled from the pantry inventories of 25 home cooks and refined by a registered dietitian for balanced, budget-friendly meals.",
    sourceUrl: "https://example.org/sources/pantry-staples-checklist-for-a-well-stocked-kitchen",
    imageUrl: "/images/demo/lists/food-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 725,
    updatedDaysAgo: 300,
    lastVerifiedDaysAgo: 330,
  },
  {
    slug: "freezer-inventory-and-batch-cooking-guide",
    title: "Freezer Inventory and Batch Cooking Guide",
    categorySlug: "food",
    expertHandle: null,
    author: "Community contributors",
    authorOrg: "The Lists Editorial Team",
    verificationStatus: "community",
    qualityScore: 45,
    isFree: true,
    status: "published",
    content: `<p>A freezer full of home-cooked meals only helps if you know what's in it. This guide combines batch-cooking habits with a simple inventory system, gathered from readers who cook once and eat three times.</p>
<h2>Foods that freeze well</h2>
<ul>
<li>Soups, stews, chili, and curries</li>
<li>Cooked beans, grains, and meatballs</li>
<li>Casseroles, enchiladas, and lasagna</li>
<li>Muffins, bread, and tortillas</li>
</ul>
<h2>Foods that don't</h2>
<ul>
<li>Lettuce, cucumbers, and other watery raw vegetables</li>
<li>Mayonnaise-based salads</li>
<li>Cream sauces and custards, which can separate</li>
<li>Cooked pasta in soup, which turns mushy; add it fresh when reheating</li>
</ul>
<h2>Batch-cooking routine</h2>
<ol>
<li>Cook a double batch of one dinner a week, and freeze the second half.</li>
<li>Cool food quickly by dividing it into shallow containers. Get it into the fridge or freezer within two hours.</li>
<li>Leave about 1/2 to 1 inch of headspace in containers of soup or sauce, because liquids expand as they freeze.</li>
<li>Freeze flat in zip-top bags to save space, then stand them up like files.</li>
<li>Label every item with the name, the date, and the number of portions.</li>
</ol>
<h2>Keep an inventory</h2>
<ul>
<li>Tape a sheet to the freezer door with columns for item, date, and portions left.</li>
<li>Cross off portions as you take them out.</li>
<li>Keep the freezer at 0&deg;F (-18&deg;C). Food stays safe indefinitely at that temperature, but quality drops, so aim to eat most cooked dishes within 2 to 3 months.</li>
<li>Thaw in the refrigerator overnight, and reheat leftovers to 165&deg;F.</li>
</ul>
<blockquote>Reader tip: once a month, plan a "freezer week" where at least three dinners come from the inventory sheet. It keeps older portions moving and frees up space for the next batch.</blockquote>
<p>Readers share their favorite freezer recipes in the <a href="https://example.org/community/freezer-recipes">community recipe thread</a>.</p>`,
    methodology:
      "Collected from reader submissions and edited by The Lists Editorial Team; food safety points checked against USDA freezing guidance. Not reviewed by a verified expert.",
    sourceUrl: "https://example.org/sources/freezer-inventory-and-batch-cooking-guide",
    imageUrl: "/images/demo/lists/food-1.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 410,
    updatedDaysAgo: 200,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "lunchbox-planning-for-picky-eaters-a-two-week-rotation",
    title: "Lunchbox Planning for Picky Eaters: A Two-Week Rotation",
    categorySlug: "food",
    expertHandle: "priya-raman",
    author: "Priya Raman",
    authorOrg: null,
    verificationStatus: "community",
    qualityScore: 77,
    isFree: true,
    status: "draft",
    content: `<p>Picky eaters tend to do better with predictable lunches that include one small stretch. This rotation uses a simple formula so you can plan two weeks in ten minutes, and so your child always finds something familiar when the lid comes off.</p>
<h2>The lunchbox formula</h2>
<ol>
<li><strong>One safe food</strong> your child reliably eats, such as crackers, a plain roll, or rice.</li>
<li><strong>One protein:</strong> cheese, turkey, hummus, a hard-boiled egg, or beans.</li>
<li><strong>One fruit and one vegetable,</strong> even if the vegetable comes home uneaten.</li>
<li><strong>One small "try" portion</strong> of something new, only a bite or two.</li>
</ol>
<h2>Week 1</h2>
<ul>
<li>Monday: turkey and cheese roll-ups, crackers, apple slices, cucumber, two olives as the try</li>
<li>Tuesday: hummus with pita, grapes, carrot sticks, a bite of roasted red pepper</li>
<li>Wednesday: pasta salad, cheese cubes, strawberries, snap peas</li>
<li>Thursday: mini bagel with cream cheese, a hard-boiled egg, blueberries, bell pepper strips</li>
<li>Friday: leftover rice with peas and soy sauce, edamame, orange segments</li>
</ul>
<h2>Week 2</h2>
<ul>
<li>Monday: bean and cheese quesadilla wedges, salsa as the try, cherry tomatoes cut in quarters</li>
<li>Tuesday: yogurt with granola on the side, banana, cucumber</li>
<li>Wednesday: chicken meatballs, roll, melon, green beans</li>
<li>Thursday: sunflower seed butter sandwich, pear, carrot coins</li>
<li>Friday: "snack plate" of favorites from the last two weeks</li>
</ul>
<h2>Keep it safe and low-pressure</h2>
<ul>
<li>Pack two ice packs in an insulated bag for anything perishable.</li>
<li>Check your school's nut policy before packing nut butters.</li>
<li>Don't comment on what comes back. Many children need repeated exposures, often ten or more, before they accept a new food.</li>
</ul>
<p>A printable planner is on <a href="https://priya-raman.example.com/lunchbox-rotation">Priya's website</a>.</p>`,
    methodology:
      "Draft based on Priya Raman's work with families of young children; menu items are being tested with parent volunteers before publication.",
    sourceUrl: "https://example.org/sources/lunchbox-planning-for-picky-eaters-a-two-week-rotation",
    imageUrl: "/images/demo/lists/food-2.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 21,
    updatedDaysAgo: 1,
    lastVerifiedDaysAgo: null,
  },
  {
    slug: "holiday-dinner-timeline-roasting-a-turkey-for-12",
    title: "Holiday Dinner Timeline: Roasting a Turkey for 12",
    categorySlug: "food",
    expertHandle: "sofia-marino",
    author: "Sofia Marino",
    authorOrg: "Marino Events",
    verificationStatus: "verified",
    qualityScore: 82,
    isFree: false,
    status: "published",
    content: `<p>The hardest part of a big holiday dinner isn't the cooking, it's the timing. This countdown assumes a 4 p.m. Thursday dinner for 12 with one standard oven. Shift every step if you eat earlier or later.</p>
<h2>The week before</h2>
<ul>
<li>Buy a <strong>15 to 18 lb turkey</strong>, which is about 1 to 1.5 lb per person with some leftovers.</li>
<li>Check you have a roasting pan that fits your oven, an instant-read thermometer, and enough chairs.</li>
<li>Plan oven time on paper. Anything that can be made on the stovetop, in a slow cooker, or ahead of time should be.</li>
</ul>
<h2>Sunday: start thawing</h2>
<ol>
<li>Move the frozen turkey to the refrigerator. Allow <strong>24 hours for every 4 to 5 lb</strong>, so a 16 lb bird needs about 4 days.</li>
<li>Set it in a rimmed pan on the bottom shelf to catch drips.</li>
</ol>
<h2>Tuesday and Wednesday</h2>
<ul>
<li>Make the cranberry sauce and pie dough on Tuesday.</li>
<li>Bake pies, chop onions and celery, and assemble make-ahead casseroles on Wednesday.</li>
<li>Set the table and label serving dishes with sticky notes.</li>
</ul>
<h2>Thursday</h2>
<ol>
<li><strong>10:30 a.m.</strong> Heat the oven to 325&deg;F. Pat the turkey dry and season it.</li>
<li><strong>11:00 a.m.</strong> Roast. An unstuffed 14 to 18 lb turkey takes roughly 3 3/4 to 4 1/4 hours.</li>
<li><strong>2:00 p.m.</strong> Start checking the temperature. If the skin browns too fast, tent the breast loosely with foil.</li>
<li><strong>About 3:00 p.m.</strong> The turkey is done when the thickest part of the thigh, the wing joint, and the breast all read at least <strong>165&deg;F</strong>.</li>
<li><strong>3:00 to 3:40 p.m.</strong> Rest the turkey under loose foil. Raise the oven to bake the stuffing and reheat casseroles.</li>
<li><strong>3:40 p.m.</strong> Make gravy from the pan drippings and carve.</li>
</ol>
<blockquote>Bake the stuffing in a separate dish instead of inside the bird. It cooks faster, gets crispy edges, and you only need to get the turkey to a safe temperature, not the center of the stuffing.</blockquote>
<h2>After dinner</h2>
<ul>
<li>Refrigerate leftovers within two hours of serving.</li>
<li>Carve remaining meat off the bone so it cools quickly.</li>
<li>Eat leftovers within 3 to 4 days, or freeze them.</li>
</ul>
<p>Download the <a href="https://sofia-marino.example.com/holiday-dinner-planner">printable holiday dinner planner</a> to fill in your own menu.</p>`,
    methodology:
      "Timeline built from Sofia Marino's catering schedules; roasting times, thawing rates, and safe temperatures follow USDA turkey guidance and were checked by a culinary instructor.",
    sourceUrl: "https://example.org/sources/holiday-dinner-timeline-roasting-a-turkey-for-12",
    imageUrl: "/images/demo/lists/food-3.svg",
    affiliateDisclosure: false,
    colorOptions: [],
    createdDaysAgo: 340,
    updatedDaysAgo: 27,
    lastVerifiedDaysAgo: 35,
  },
];
