// Words the bulk generator builds titles, intros, methodology and bylines from. Subjects are per category
// slug (prisma/seed-data/categories.ts); "*" holds the words every category shares.
export const TITLE_WORDS: Record<string, Record<string, string[]>> = {
  "*": {
    prefix: ["The Ultimate", "Essential", "Simple", "Complete", "Quick", "Practical", "Expert", "Stress-Free", "Beginner's", "Weekend", "Everyday", "No-Nonsense"],
    form: ["Checklist", "Guide", "Plan", "Timeline", "Worksheet", "Starter Kit", "Cheat Sheet", "Routine", "Playbook", "Checklist and Timeline"],
    qualifier: [
      "for Beginners", "for Families", "on a Budget", "in 30 Days", "for Two", "for First-Timers", "for Busy Parents",
      "Step by Step", "for Small Spaces", "for Seniors", "for Students", "in One Weekend", "for Remote Workers", "That Actually Works",
    ],
  },
  travel: {
    subject: [
      "Carry-On Packing", "Passport Renewal", "Road Trip", "Airport Security", "Travel Insurance", "Jet Lag Recovery",
      "Camping Trip", "Ski Weekend", "City Break", "Backpacking", "Cruise Packing", "Rail Travel", "Family Vacation",
      "Solo Travel Safety", "Travel Photography", "Visa Application", "Hostel Stay", "Beach Holiday",
    ],
  },
  home: {
    subject: [
      "Moving Day", "Kitchen Decluttering", "Closet Organization", "Bathroom Renovation", "Interior Painting",
      "Raised Bed Garden", "Composting", "Spring Cleaning", "Home Maintenance", "Garage Organization", "Houseplant Care",
      "Lawn Care", "Energy Efficiency", "Small Apartment Storage", "Tool Kit", "Winterizing",
    ],
  },
  food: {
    subject: [
      "Meal Prep", "Grocery List", "Pantry Staples", "Batch Cooking", "Lunchbox", "Holiday Dinner", "Sourdough Baking",
      "Vegetarian Protein", "Knife Skills", "Freezer Inventory", "Slow Cooker", "Picnic Menu", "Coffee Brewing",
      "Food Budget", "Spice Rack", "Baby Food",
    ],
  },
  wellness: {
    subject: [
      "Couch to 5K", "Mobility Routine", "Home Gym", "Sleep Hygiene", "Half Marathon Fueling", "Injury Recovery",
      "Strength Training", "Stretching", "Meditation", "Hydration", "Posture", "Cycling", "Yoga Practice", "Stress Management",
    ],
  },
  money: {
    subject: [
      "Emergency Fund", "Monthly Budget", "Credit Card Payoff", "Tax Prep", "Rent vs. Buy", "401(k) Rollover",
      "Retirement Savings", "Student Loan", "Insurance Review", "Investing Basics", "Net Worth Tracker", "Debt Snowball",
      "Mortgage Application", "Side Income", "Estate Planning",
    ],
  },
  career: {
    subject: [
      "Job Search", "Interview Prep", "Salary Negotiation", "Resume Refresh", "Onboarding", "Home Office Setup",
      "Networking", "Career Change", "Performance Review", "LinkedIn Profile", "Portfolio", "Freelance Launch",
      "Leadership", "Public Speaking", "Remote Work",
    ],
  },
  events: {
    subject: [
      "Wedding Planning", "Birthday Party", "Baby Shower", "Destination Wedding", "Zero-Waste Party", "Graduation Party",
      "Holiday Hosting", "Dinner Party", "Family Reunion", "Anniversary", "Retirement Party", "Game Night", "Garden Party",
      "Conference Planning", "Fundraiser",
    ],
  },
};

export const INTRO_SENTENCES = [
  "This checklist is built for people who want a plan they can follow without reading a book first.",
  "Most of the mistakes we see come from starting too late, so the steps below work backward from your deadline.",
  "Use it as a starting point: cross out what does not apply and add what your situation needs.",
  "Every item here was tested by at least two readers before we published it.",
  "The order matters more than the individual steps, so work through the sections from top to bottom.",
  "Budget figures are averages for the United States and will vary by region.",
  "If you only have an hour, do the first section today and schedule the rest for the weekend.",
  "We update this guide whenever the underlying rules change, and note the date at the top.",
  "Print it, pin it to the fridge, and tick items off as you go.",
  "The goal is fewer decisions on the busy days, not a perfect result.",
  "Experienced readers can skip straight to the second section; beginners should read the whole thing once.",
  "Where a product is mentioned, it is an example of the kind of thing that works, not the only choice.",
];

export const METHODOLOGY_SENTENCES = [
  "Compiled from reader surveys and checked by two editors against current official guidance.",
  "Written by the curator from field experience and reviewed by a second specialist.",
  "Based on published research summaries, with every figure traced to a primary source.",
  "Tested by a panel of twelve readers over four weeks; items nobody used were removed.",
  "Adapted from professional training material and simplified for a general audience.",
  "Cross-checked against manufacturer instructions and local regulations as of this year.",
  "Drawn from interviews with practitioners and refined through two rounds of reader feedback.",
  "Community compiled from submissions, then fact-checked by the editorial team.",
];

export const AUTHOR_NAMES = [
  "Alex Morgan", "Sam Rivera", "Jamie Chen", "Taylor Brooks", "Jordan Lee", "Casey Patel", "Riley Novak",
  "Morgan Hughes", "Avery Kim", "Quinn O'Brien", "Rowan Schmidt", "Skyler Adeyemi",
];

export const AUTHOR_ORGS = [
  "Planning Collective", "Open Checklist Project", "Community Kitchen Network", "City Renters Association",
  "Trail Stewards", "Financial Literacy Lab", "Career Switchers Guild", "Event Hosts United",
];
