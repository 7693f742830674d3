import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from '../library/rubric';
import { CHURCH_TEACHING, HIGH_SCHOOL } from './rubric';
import { workbookLabel, type Workbook, type WorkbookActivity } from './schema';

/**
 * Core Course V of the USCCB framework: Sacraments as Privileged Encounters with Jesus Christ.
 * Eight units following the framework's sections: the sacramental nature of the Church, the
 * sacraments of initiation, of healing, and at the service of communion, with one reflection
 * each (the framework's challenges are asked within them). All passages are retold in our own
 * words.
 */

const POWER_WENT_OUT: WorkbookActivity = {
  id: 'core-5-unit-1-power-went-out-from-him',
  unit: 1,
  title: 'Power Went Out from Him: The Woman Who Touched His Cloak',
  passageReference: 'Mark 5:24-34',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'A woman reaches Jesus through something she can touch, and he turns to meet her face to face.',
  passageText: [
    'A large crowd followed Jesus, pressing in on him from every side. In the crowd was a woman who had suffered from bleeding for twelve years. She had been treated by many doctors and had spent everything she had, but instead of getting better she grew worse. Under the Law her illness also made her ritually unclean, so for twelve years she had been kept apart from worship and from the touch of other people.',
    'She had heard about Jesus. She came up behind him in the crowd and touched his cloak, because she said to herself, "If I can just touch his clothes, I will be healed." At once the bleeding stopped, and she felt in her body that she was healed.',
    'Jesus knew at once that power had gone out from him. He turned around in the crowd and asked, "Who touched my clothes?" His disciples said, "You can see the crowd pushing against you, and you ask who touched you?" But Jesus kept looking around to see who had done it.',
    'Then the woman, trembling with fear because she knew what had happened to her, came and knelt in front of him and told him the whole truth. He said to her, "Daughter, your faith has made you well. Go in peace, and be healed of your suffering."',
  ].join('\n\n'),
  instructions:
    'Read the story slowly. Notice what the woman can see and touch, what happens that no one can see, and what Jesus does after she is healed. Then answer the questions in full sentences.',
  questions: [
    'The woman reached Jesus through something she could see and touch: his cloak. How is a sacrament like this, with a visible sign and an invisible gift of grace?',
    'Jesus did not let the woman slip away healed but unknown: he stopped, looked for her and spoke to her. Why do you think he wanted a personal meeting and not only a healing? What does this say about the sacraments as encounters with Christ?',
    'The Church teaches that the risen Christ still acts through the sacraments, the way power went out from him to heal this woman. Explain in your own words how Christ can act today through the Church and its signs.',
    'Some people say, "I can be close to God on my own; I don\'t need the sacraments or the Church." How would you answer them, using this story?',
    'Jesus calls the woman "Daughter." When have you felt that God knew you personally, and not just as one face in a crowd?',
  ],
  vocabulary: [
    {
      word: 'sacrament',
      definition:
        'An effective sign of grace, instituted by Christ and entrusted to the Church, through which divine life is given to us.',
    },
    {
      word: 'sanctifying grace',
      definition:
        "The gift of God's own life in the soul, which heals us of sin and makes us holy.",
    },
    {
      word: 'liturgy',
      definition:
        'The public worship of the Church, in which Christ continues the work of our redemption.',
    },
    {
      word: 'efficacious',
      definition: 'Bringing about what it signifies: a sacrament really gives the grace it shows.',
    },
    {
      word: 'sacramentals',
      definition:
        'Sacred signs such as blessings, holy water and the rosary, which the Church gives to prepare us for grace and to make ordinary moments holy.',
    },
  ],
  catechism: [774, 1076, 1084, 1113, 1114, 1115, 1116, 1127, 1131, 1667],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Signs and grace',
        'Explains how a sacrament is a visible sign through which Christ really gives grace, with an example.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const BORN_FROM_ABOVE: WorkbookActivity = {
  id: 'core-5-unit-2-born-from-above',
  unit: 2,
  title: 'Born from Above: Nicodemus Comes by Night',
  passageReference: 'John 3:1-8; 7:50-51; 19:39-40',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'A leader comes to Jesus in the dark and hears that he must be born again of water and the Spirit.',
  passageText: [
    'There was a Pharisee named Nicodemus, a leader of the Jewish people. He came to Jesus at night and said, "Rabbi, we know that you are a teacher who has come from God, because no one could do the signs you do unless God were with him."',
    'Jesus answered, "Truly, I tell you, no one can see the kingdom of God without being born from above." Nicodemus said, "How can anyone be born when he is old? He cannot go back into his mother\'s womb and be born a second time, can he?"',
    'Jesus answered, "Truly, I tell you, no one can enter the kingdom of God without being born of water and the Spirit. What is born of the flesh is flesh, and what is born of the Spirit is spirit. Do not be surprised that I told you, \'You must be born from above.\' The wind blows where it wants to. You hear the sound it makes, but you do not know where it comes from or where it is going. So it is with everyone who is born of the Spirit."',
    'Nicodemus appears twice more in John\'s Gospel. When the other leaders want Jesus arrested, he speaks up: "Does our Law condemn a man before it hears him and finds out what he has done?" And after the crucifixion he comes, no longer by night, bringing a large amount of spices to bury the body of Jesus with honor.',
  ].join('\n\n'),
  instructions:
    'Read the conversation, picturing Nicodemus coming to Jesus in the dark. Notice how he misunderstands Jesus at first, and how he has changed by the end. Then answer the questions in full sentences.',
  questions: [
    'Nicodemus takes Jesus\' words about being "born from above" literally and is confused. What kind of new birth is Jesus talking about?',
    'Jesus says we must be born "of water and the Spirit." Why is water such a fitting sign for Baptism? Name at least two things water does and what each shows about what Baptism does.',
    'The Church teaches that Baptism frees us from original sin and all sin, makes us children of God and members of the Church, and marks us with a seal that can never be erased. Which of these surprises you most, and why?',
    'Most Catholics were baptized as babies, long before they could choose. Why does the Church baptize infants, and what is still left for a baptized teenager to choose?',
    'Nicodemus first came at night and later stood by Jesus openly. Where are you on that journey, between coming quietly and following openly?',
  ],
  vocabulary: [
    {
      word: 'Baptism',
      definition:
        'The first sacrament of initiation, by which we are freed from sin, reborn as children of God and made members of Christ and his Church.',
    },
    {
      word: 'original sin',
      definition:
        'The loss of original holiness and justice that every human being inherits from the first sin of our first parents.',
    },
    {
      word: 'sacraments of initiation',
      definition:
        'Baptism, Confirmation and the Eucharist, which together lay the foundation of every Christian life.',
    },
    {
      word: 'indelible character',
      definition:
        'The permanent spiritual mark given by Baptism, Confirmation and Holy Orders, which is why each is received only once.',
    },
    {
      word: 'godparent',
      definition:
        'A baptized and confirmed Catholic who helps the newly baptized person grow in the Christian life.',
    },
    {
      word: 'Pharisee',
      definition:
        'A member of a Jewish group devoted to keeping the Law of Moses faithfully in everyday life.',
    },
  ],
  catechism: [1212, 1213, 1215, 1250, 1255, 1257, 1263, 1265, 1272],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'What Baptism does',
        'Explains what the signs of Baptism mean and what the sacrament does, with details from the passage.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const TONGUES_AS_OF_FIRE: WorkbookActivity = {
  id: 'core-5-unit-3-tongues-as-of-fire',
  unit: 3,
  title: 'Tongues as of Fire: The Spirit Comes at Pentecost',
  passageReference: 'Acts 2:1-17; 8:14-17',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'The Holy Spirit comes upon the disciples, and Peter, who once denied Jesus, speaks boldly to the crowd.',
  passageText: [
    'When the day of Pentecost came, the disciples were all together in one place. Suddenly a sound like a strong, rushing wind came from heaven and filled the whole house where they were sitting. Something like tongues of fire appeared, divided, and came to rest on each one of them. They were all filled with the Holy Spirit and began to speak in other languages, as the Spirit gave them the words.',
    'Jerusalem was full of devout Jews from every nation under heaven. When they heard the sound, a crowd gathered, and they were amazed, because each of them heard the disciples speaking in his own language. "Aren\'t all these people who are speaking from Galilee?" they asked. "How is it that each of us hears them in our own native language, telling of the great works of God?" Others laughed and said, "They have had too much wine."',
    'Then Peter stood up with the Eleven and spoke out loud. This was the same Peter who, a few weeks before, had been too afraid to admit to a servant girl that he knew Jesus. "These people are not drunk, as you suppose," he said. "It is only nine in the morning. This is what the prophet Joel foretold: \'In the last days, says God, I will pour out my Spirit on all people. Your sons and your daughters will prophesy, your young people will see visions, and your old people will dream dreams.\'"',
    'Later, when the apostles in Jerusalem heard that people in Samaria had accepted the word of God and been baptized, they sent Peter and John to them. The two apostles prayed for the new believers and laid their hands on them, and they received the Holy Spirit.',
  ].join('\n\n'),
  instructions:
    "Read the story of Pentecost and the short scene in Samaria that comes after it. Notice the signs of the Spirit's coming and the change in Peter. Then answer the questions in full sentences.",
  questions: [
    'The Spirit comes with the sound of wind and with tongues of fire. What does each of these signs suggest about what the Holy Spirit does in a person?',
    'Peter had denied Jesus out of fear; now he speaks boldly to a crowd. What changed him, and what does this suggest about the grace of Confirmation?',
    'In Samaria the apostles laid their hands on people who were already baptized and prayed for the Spirit. How do the laying on of hands and the anointing with chrism in Confirmation today continue what the apostles did?',
    'Confirmation is sometimes described as "graduating" from religious education. Why is that description wrong, and what is Confirmation really?',
    'Which gift of the Holy Spirit do you most need right now: wisdom, understanding, counsel, fortitude, knowledge, piety or fear of the Lord? Explain why.',
  ],
  vocabulary: [
    {
      word: 'Confirmation',
      definition:
        'The sacrament of initiation that completes the grace of Baptism, sealing us with the Holy Spirit and strengthening us to witness to Christ.',
    },
    {
      word: 'chrism',
      definition:
        'Perfumed olive oil consecrated by the bishop, used for anointing in Baptism, Confirmation and Holy Orders.',
    },
    {
      word: 'Pentecost',
      definition:
        'The feast fifty days after Easter, when the Holy Spirit came upon the disciples and the Church was made known to the world.',
    },
    {
      word: 'gifts of the Holy Spirit',
      definition:
        'Seven lasting gifts that make us ready to follow the Spirit: wisdom, understanding, counsel, fortitude, knowledge, piety and fear of the Lord.',
    },
    {
      word: 'laying on of hands',
      definition:
        'An ancient gesture of blessing and of calling down the Holy Spirit, used in Confirmation, Holy Orders and other sacraments.',
    },
  ],
  catechism: [731, 1285, 1287, 1288, 1289, 1293, 1300, 1302, 1303, 1831],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Sealed with the Spirit',
        'Explains what Confirmation gives and how its signs continue what happened at Pentecost and in Samaria.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const BREAD_OF_LIFE: WorkbookActivity = {
  id: 'core-5-unit-4-the-bread-of-life',
  unit: 4,
  title: 'Lord, to Whom Shall We Go? The Bread of Life',
  passageReference: 'John 6:35, 48-69',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'Jesus calls himself the living bread from heaven; many followers leave, and Peter chooses to stay.',
  passageText: [
    'The day after Jesus fed five thousand people with five loaves and two fish, the crowd found him again in Capernaum. Jesus said to them, "I am the bread of life. Whoever comes to me will never be hungry, and whoever believes in me will never be thirsty."',
    '"Your ancestors ate the manna in the desert, and they died. But this is the bread that comes down from heaven, so that whoever eats it will not die. I am the living bread that came down from heaven. Whoever eats this bread will live forever, and the bread that I will give for the life of the world is my flesh."',
    'The people began to argue among themselves: "How can this man give us his flesh to eat?" Jesus did not soften his words. He said, "Truly, I tell you, unless you eat the flesh of the Son of Man and drink his blood, you do not have life in you. Whoever eats my flesh and drinks my blood has eternal life, and I will raise him up on the last day. For my flesh is true food, and my blood is true drink. Whoever eats my flesh and drinks my blood remains in me, and I in him."',
    'When they heard this, many of his disciples said, "This teaching is hard. Who can accept it?" From then on many of them turned back and no longer walked with him. So Jesus asked the Twelve, "Do you also want to leave?" Simon Peter answered, "Lord, to whom shall we go? You have the words of eternal life. We have come to believe, and we know, that you are the Holy One of God."',
  ].join('\n\n'),
  instructions:
    "Read Jesus' teaching and the reactions to it. Notice the moment when many followers leave, and what Jesus does and does not say when they go. Then answer the questions in full sentences.",
  questions: [
    'When people argued about his words, Jesus did not explain them away; he repeated them even more strongly. What does this suggest about what he meant?',
    'Jesus compares himself with the manna God gave Israel in the desert. How is the Eucharist like the manna, and how is it greater?',
    'The Church teaches that at Mass the bread and wine become the Body and Blood of Christ, though they still look and taste like bread and wine. Explain transubstantiation in your own words, as you would to a younger student.',
    "Many disciples left because this teaching was hard. What makes belief in the Real Presence hard for some people today, and what in Peter's answer could help them?",
    'Peter says, "Lord, to whom shall we go?" Write about a time you stayed with something, or someone, even though it was hard, and why you stayed.',
  ],
  vocabulary: [
    {
      word: 'Eucharist',
      definition:
        'The sacrament of Christ\'s Body and Blood, in which his sacrifice on the cross is made present and we receive him as food; the word means "thanksgiving".',
    },
    {
      word: 'Real Presence',
      definition:
        'Christ truly, really and substantially present, Body and Blood, soul and divinity, under the appearances of bread and wine.',
    },
    {
      word: 'transubstantiation',
      definition:
        'The change of the whole substance of the bread and wine into the Body and Blood of Christ, while their appearances remain.',
    },
    {
      word: 'manna',
      definition:
        'The bread from heaven that God gave the Israelites in the desert during the Exodus.',
    },
    {
      word: 'Holy Communion',
      definition:
        'Receiving the Body and Blood of Christ in the Eucharist, which unites us with him and with one another.',
    },
  ],
  catechism: [1322, 1324, 1336, 1338, 1374, 1376, 1384, 1391, 1406],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'The Real Presence',
        'Explains what the Church believes about the Eucharist and why, using words of Jesus from the passage.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const ZACCHAEUS: WorkbookActivity = {
  id: 'core-5-unit-5-salvation-comes-to-zacchaeus',
  unit: 5,
  title: 'Today Salvation Has Come: Zacchaeus and the Gift of Forgiveness',
  passageReference: 'Luke 19:1-10; John 20:19-23',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'Jesus calls a despised tax collector by name, and on Easter evening gives his apostles the power to forgive sins.',
  passageText: [
    'Jesus came to Jericho and was passing through the town. A man there named Zacchaeus was a chief tax collector, and he was rich. Tax collectors worked for the Roman occupiers and often took more than was owed, so their neighbors thought of them as traitors and thieves. Zacchaeus wanted to see who Jesus was, but he was short and could not see over the crowd. So he ran ahead and climbed a sycamore tree, because Jesus was going to pass that way.',
    'When Jesus reached the place, he looked up and said, "Zacchaeus, hurry and come down, because today I must stay at your house." Zacchaeus hurried down and welcomed him with joy. Everyone who saw it began to grumble: "He has gone to be the guest of a sinner."',
    'But Zacchaeus stood up and said to the Lord, "Look, Lord, I will give half of what I own to the poor, and if I have cheated anyone of anything, I will pay back four times as much." Jesus said to him, "Today salvation has come to this house, because this man too is a son of Abraham. The Son of Man came to seek out and to save what was lost."',
    'On the evening of the day he rose from the dead, Jesus came and stood among his disciples, though the doors were locked, and said, "Peace be with you." He breathed on them and said, "Receive the Holy Spirit. Whose sins you forgive are forgiven them, and whose sins you hold bound remain bound."',
  ].join('\n\n'),
  instructions:
    "Read Zacchaeus's story, then the short scene on Easter evening. Notice who takes the first step in each scene, and what Zacchaeus does after Jesus welcomes him. Then answer the questions in full sentences.",
  questions: [
    'Jesus called Zacchaeus by name before Zacchaeus said a word about his sins. What does this show about who takes the first step in conversion?',
    'Zacchaeus promised to pay back four times what he had taken. How does this connect to the penance the priest gives in the Sacrament of Reconciliation, and why is repairing harm part of being forgiven?',
    "On Easter evening Jesus gave the apostles the power to forgive sins. Why do you think he chose to forgive sins through the ministry of the Church, and not only privately in each person's heart?",
    'Name the four parts of the Sacrament of Penance (contrition, confession, absolution and satisfaction), and explain in one sentence what each means.',
    'The crowd had written Zacchaeus off. Is there someone you have written off? What would it look like to treat that person the way Jesus did?',
  ],
  vocabulary: [
    {
      word: 'contrition',
      definition:
        'Sorrow for sin together with the firm intention not to sin again; it is perfect when it comes from love of God above all.',
    },
    {
      word: 'absolution',
      definition:
        'The words and act by which the priest, in the name of Christ, forgives sins in the Sacrament of Penance.',
    },
    {
      word: 'satisfaction',
      definition:
        'The penance a penitent does, such as a prayer or a good work, to repair the harm of sin and grow in the Christian life.',
    },
    {
      word: 'conversion',
      definition: "Turning one's whole life back to God, moved by his grace.",
    },
    {
      word: 'seal of confession',
      definition:
        'The absolute duty of the priest never to reveal anything he hears in confession.',
    },
    {
      word: 'tax collector',
      definition:
        "In Jesus' time, a local man who collected taxes for Rome, often dishonestly, and was distrusted by his neighbors.",
    },
  ],
  catechism: [1422, 1423, 1431, 1441, 1442, 1443, 1450, 1451, 1459, 1467, 1485],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Conversion and forgiveness',
        'Explains the parts of the sacrament and how forgiveness leads to a changed life, with details from the passage.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const THROUGH_THE_ROOF: WorkbookActivity = {
  id: 'core-5-unit-6-through-the-roof',
  unit: 6,
  title: 'Through the Roof: The Friends Who Carried Him',
  passageReference: 'Mark 2:1-12; James 5:14-15',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    'Four friends bring a paralyzed man to Jesus, who forgives and heals him; the early Church prays over and anoints its sick.',
  passageText: [
    'When Jesus came back to Capernaum, word spread that he was at home, and so many people gathered that there was no room left, not even outside the door. He was speaking the word of God to them.',
    'Four men came carrying a paralyzed man on a mat. Because of the crowd they could not get him near Jesus, so they climbed onto the flat roof, opened a hole in it above the place where Jesus was, and lowered the mat with the man lying on it.',
    'When Jesus saw their faith, he said to the paralyzed man, "My son, your sins are forgiven." Some teachers of the Law were sitting there, thinking, "Why does he talk like this? Only God can forgive sins." Jesus knew what they were thinking. "Which is easier," he asked, "to say to this man, \'Your sins are forgiven,\' or to say, \'Get up, pick up your mat and walk\'? So that you may know that the Son of Man has authority on earth to forgive sins," and he turned to the paralyzed man, "I tell you, get up, pick up your mat and go home." The man got up, picked up his mat at once and walked out in front of them all. Everyone was amazed and praised God, saying, "We have never seen anything like this!"',
    'Years later the apostle James wrote to the Church: "Is anyone among you sick? He should call for the elders of the Church, and they should pray over him and anoint him with oil in the name of the Lord. The prayer offered in faith will save the sick person, and the Lord will raise him up. And if he has committed sins, he will be forgiven."',
  ].join('\n\n'),
  instructions:
    'Read the healing story, then the short passage from the Letter of James. Notice what the friends do, what Jesus gives first, and what the early Church did for its sick. Then answer the questions in full sentences.',
  questions: [
    'Jesus acted when he saw "their faith," the faith of the friends. What does this suggest about the role of the Church community when someone is seriously ill?',
    "Jesus forgave the man's sins before he healed his body. Why do you think he did it in that order, and what does it say about what healing really means?",
    'James describes the elders of the Church praying over the sick and anointing them with oil. What does the Sacrament of the Anointing of the Sick give to a person who receives it?',
    'Many people think this sacrament is only for the moment of death. Who may receive it, and why would the Church want someone to receive it before the very end?',
    'Think of someone you know who is sick, elderly or suffering. What is one way you could be like the four friends for that person this month?',
  ],
  vocabulary: [
    {
      word: 'Anointing of the Sick',
      definition:
        "The sacrament that gives strength, peace and courage to the seriously ill or elderly, unites their suffering with Christ's, and forgives sins.",
    },
    {
      word: 'sacraments of healing',
      definition:
        'Penance and the Anointing of the Sick, through which Christ, the physician of soul and body, continues his work of healing.',
    },
    {
      word: 'presbyter',
      definition: 'An elder of the early Church; the word from which "priest" comes.',
    },
    {
      word: 'Viaticum',
      definition:
        'Holy Communion given to a dying person as food for the journey to eternal life; the word means "with you on the way".',
    },
    {
      word: 'redemptive suffering',
      definition:
        "Suffering united with Christ's Passion, which by grace can become a share in his saving work for others.",
    },
  ],
  catechism: [1421, 1499, 1503, 1510, 1514, 1516, 1520, 1521, 1524, 1532],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Healing in Christ',
        'Explains what the Anointing of the Sick gives and who may receive it, connecting it to the passage.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const AS_I_HAVE_DONE: WorkbookActivity = {
  id: 'core-5-unit-7-as-i-have-done-for-you',
  unit: 7,
  title: 'As I Have Done for You: Jesus Washes the Feet',
  passageReference: 'John 13:1-17',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    "On the night before he dies, Jesus does a servant's work and tells his apostles to do the same.",
  passageText: [
    'It was just before the feast of Passover. Jesus knew that his hour had come to leave this world and go to the Father. He had loved his own who were in the world, and he loved them to the end.',
    "During supper Jesus got up from the table, took off his outer robe and tied a towel around his waist. He poured water into a basin and began to wash his disciples' feet and to dry them with the towel. In those days this was the work of the lowest servant in a house.",
    'When he came to Simon Peter, Peter said, "Lord, are you going to wash my feet?" Jesus answered, "You do not understand now what I am doing, but later you will." "You will never wash my feet!" said Peter. Jesus answered, "Unless I wash you, you have no share with me." Then Peter said, "Lord, not just my feet, but my hands and my head as well!"',
    'When he had washed their feet and put his robe back on, he sat down again and said, "Do you understand what I have done for you? You call me Teacher and Lord, and you are right, because that is what I am. So if I, your Lord and Teacher, have washed your feet, you also ought to wash one another\'s feet. I have given you an example, so that you will do as I have done for you. Truly, I tell you, a servant is not greater than his master, and a messenger is not greater than the one who sent him. Now that you know these things, you will be blessed if you do them."',
  ].join('\n\n'),
  instructions:
    'Read the story, picturing the room, the basin and the towel. This happened at the Last Supper, the night Jesus gave the apostles the Eucharist and told them to "do this in memory of me." Then answer the questions in full sentences.',
  questions: [
    "Washing feet was a servant's job. Why do you think Jesus chose this action, on the night before he died, to show his apostles who he was and what he expected of them?",
    'At the same supper Jesus gave the apostles the Eucharist and told them to do this in memory of him. How is the priesthood of bishops and priests today connected with that night, and what does the washing of the feet show about what every ordained minister, deacons included, is for?',
    'The Church teaches that an ordained priest acts in the person of Christ, the Head of his Body, the Church. What does this mean, and why does it call for a life of service rather than privilege?',
    "Peter at first refused to let Jesus wash his feet. Why can it be hard to let someone serve us, and what did Jesus' answer teach Peter?",
    'Jesus said, "You also ought to wash one another\'s feet." Name one humble, unnoticed way you could serve someone at home or at school this week.',
  ],
  vocabulary: [
    {
      word: 'Holy Orders',
      definition:
        'The sacrament through which the mission Christ gave his apostles continues in the Church, in three degrees: bishop, priest and deacon.',
    },
    {
      word: 'ordination',
      definition:
        "The rite in which a man receives Holy Orders, through the bishop's laying on of hands and the prayer of consecration.",
    },
    {
      word: 'ministerial priesthood',
      definition:
        'The priesthood of bishops and priests, which serves the common priesthood that all the baptized share.',
    },
    {
      word: 'deacon',
      definition:
        'From the Greek for "servant": an ordained minister who serves the Church in the liturgy, in preaching and in works of charity.',
    },
    {
      word: 'apostolic succession',
      definition:
        "The handing on of the apostles' mission and authority, by the laying on of hands, from the apostles to the bishops.",
    },
  ],
  catechism: [1337, 1536, 1547, 1548, 1551, 1554, 1569, 1570, 1592],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Ordained for service',
        'Explains the three degrees of Holy Orders and how ordained ministry is service in the person of Christ.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

const CANA: WorkbookActivity = {
  id: 'core-5-unit-8-the-wedding-at-cana',
  unit: 8,
  title: 'The Best Wine Saved for Last: The Wedding at Cana',
  passageReference: 'John 2:1-11',
  passageSource: RETOLD,
  grades: HIGH_SCHOOL,
  summary:
    "At his mother's word, Jesus does his first sign at a wedding, turning water into the best wine.",
  passageText: [
    'On the third day there was a wedding in Cana in Galilee. The mother of Jesus was there, and Jesus and his disciples had also been invited. A wedding feast could last a whole week, and running out of food or drink would shame the new couple and their families in front of the whole village.',
    'When the wine ran out, the mother of Jesus said to him, "They have no wine." Jesus said to her, "Woman, what is that to you and to me? My hour has not yet come." His mother said to the servants, "Do whatever he tells you."',
    'Six stone water jars stood there, the kind used for the Jewish washing rites, each holding twenty or thirty gallons. Jesus said to the servants, "Fill the jars with water," and they filled them to the brim. Then he said, "Now draw some out and take it to the steward of the feast." They did. The steward tasted the water that had become wine without knowing where it had come from, though the servants who had drawn the water knew. He called the bridegroom and said, "Everyone serves the good wine first, and the cheaper wine after the guests have had plenty to drink. But you have kept the good wine until now."',
    'This was the first of the signs Jesus did, in Cana in Galilee. He revealed his glory, and his disciples believed in him.',
  ].join('\n\n'),
  instructions:
    "Read the story, noticing the problem, Mary's words and what the servants do. Then answer the questions in full sentences, thinking about marriage as a sacrament that lasts a lifetime, not only as a wedding day.",
  questions: [
    'Jesus chose a wedding for his first sign. What does this say about how he sees marriage and the love of husband and wife?',
    "The Church teaches that the marriage of two baptized people is a sacrament: their love becomes a sign of Christ's faithful love for the Church. What does it mean for a husband and wife to be a sign to others?",
    'The couple ran out of wine, and Jesus gave them more and better wine than before. What might "running out of wine" stand for in a marriage, and where can a couple find new strength when it happens?',
    'At a Catholic wedding the couple are asked whether they come freely, whether they will be faithful to each other for the rest of their lives, and whether they will welcome the children God gives them. Choose two of these promises and explain why real love needs them.',
    'Mary noticed a need before anyone else did. Write about a married couple you admire, in your family, parish or community. What do they show you about faithful love?',
  ],
  vocabulary: [
    {
      word: 'Matrimony',
      definition:
        "The sacrament in which a baptized man and woman enter a lifelong covenant of love, faithful and open to children, that is a sign of Christ's love for the Church.",
    },
    {
      word: 'vows',
      definition:
        'The solemn promises the bride and groom make to each other; in the Latin Church the spouses themselves are the ministers of the sacrament.',
    },
    {
      word: 'indissolubility',
      definition:
        'The lasting quality of the bond of a valid sacramental marriage: once the marriage is consummated, no human power can dissolve it while both spouses live.',
    },
    {
      word: 'domestic church',
      definition:
        'The family, the first place where faith is lived, prayed and handed on to children.',
    },
    {
      word: 'sacraments at the service of communion',
      definition:
        'Holy Orders and Matrimony, which are directed toward the salvation of others and build up the People of God.',
    },
  ],
  catechism: [1534, 1601, 1603, 1613, 1623, 1640, 1643, 1644, 1652, 1656],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Marriage as a sacrament',
        'Explains what makes marriage a sacrament and what faithful, lifelong love asks of a couple.',
      ),
      CHURCH_TEACHING,
      CLEAR_WRITING,
    ],
  },
};

export const COURSE_5: Workbook = {
  id: 'core-5',
  course: 'V',
  kind: 'core',
  title: 'Sacraments as Privileged Encounters with Jesus Christ',
  label: workbookLabel('V'),
  status: 'complete',
  units: [
    { number: 1, name: 'Christ at work in the sacraments' },
    { number: 2, name: 'Baptism: born of water and the Spirit' },
    { number: 3, name: 'Confirmation: sealed with the Spirit' },
    { number: 4, name: 'The Eucharist: the bread of life' },
    { number: 5, name: 'Penance and Reconciliation: the sacrament of mercy' },
    { number: 6, name: 'Anointing of the Sick: Christ who heals' },
    { number: 7, name: 'Holy Orders: ordained to serve' },
    { number: 8, name: 'Matrimony: a covenant of faithful love' },
  ],
  activities: [
    POWER_WENT_OUT,
    BORN_FROM_ABOVE,
    TONGUES_AS_OF_FIRE,
    BREAD_OF_LIFE,
    ZACCHAEUS,
    THROUGH_THE_ROOF,
    AS_I_HAVE_DONE,
    CANA,
  ],
};
