-- CreateTable
CREATE TABLE "search_lexemes" (
    "lexeme" TEXT NOT NULL,
    "lists" INTEGER NOT NULL,

    CONSTRAINT "search_lexemes_pkey" PRIMARY KEY ("lexeme")
);
